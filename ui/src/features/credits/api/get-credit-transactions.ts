import { creditTransactionsResponseSchema } from '@studio/api/contract/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';

import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

export type CreditTransactionsPage = z.infer<typeof creditTransactionsResponseSchema>;

/** Rows per page of the full history. */
export const TRANSACTIONS_PAGE_SIZE = 20;

export async function getCreditTransactions(params: {
  page: number;
  limit: number;
}): Promise<CreditTransactionsPage> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  return creditTransactionsResponseSchema.parse(
    await api.get(`/api/credit-transactions?${query.toString()}`),
  );
}

export const creditTransactionsQueryKey = ['credits', 'transactions'] as const;

export function creditTransactionsQueryOptions(params: { page: number; limit: number }) {
  return queryOptions({
    queryKey: [...creditTransactionsQueryKey, params],
    queryFn: () => getCreditTransactions(params),
    ...queryFreshness.transactions,
  });
}

/** One page of the signed-in user's ledger, newest first; the previous page stays while paging. */
export function useCreditTransactions(params: { page: number; limit: number }) {
  return useQuery({ ...creditTransactionsQueryOptions(params), placeholderData: keepPreviousData });
}
