import {
  type ManagerTransaction,
  type ManagerTransactionPage,
} from '@studio/api/contract/manager-transactions';
import { http, HttpResponse } from 'msw';

import { server } from './server';

let sequence = 0;

/** A ledger entry as `GET /api/manager/transactions` lists it. */
export function buildManagerTransaction(
  overrides: Partial<ManagerTransaction> = {},
): ManagerTransaction {
  sequence += 1;
  return {
    id: String(1000 + sequence),
    kind: 'adjust',
    amount: 15,
    balanceAfter: 35,
    reason: 'Outage refund',
    execution: null,
    createdAt: '2026-11-24T09:30:00.000Z',
    userId: '6f1c2b4a-0000-4000-8000-000000000001',
    userEmail: 'ada@example.com',
    ...overrides,
  };
}

/** Serves these entries (whatever the filter) with these totals, and a total of `total`. */
export function serveManagerTransactions(
  transactions: ManagerTransaction[],
  { totals = [], total = transactions.length }: Partial<ManagerTransactionPage> = {},
) {
  server.use(
    http.get('/api/manager/transactions', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        transactions,
        total,
        page: Number(url.searchParams.get('page') ?? 1),
        limit: Number(url.searchParams.get('limit') ?? 25),
        totals,
      } satisfies ManagerTransactionPage);
    }),
  );
}
