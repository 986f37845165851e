import { managerTransactionsApi } from '@studio/api/contract/routes/manager-transactions';
import { useQuery } from '@tanstack/react-query';

import { serverPageQuery } from '@/lib/server-page-query';
import { transactionFilters, type TransactionFilters } from '../model/transaction-filters';

/** Entries a page. */
export const TRANSACTIONS_PAGE_SIZE = 25;

/** The prefix of every query of this section. */
export const managerTransactionsQueryKey = ['manager-transactions'] as const;

export const transactionsQueryOptions = (filters: TransactionFilters) =>
  serverPageQuery(managerTransactionsApi.list, transactionFilters, filters, {
    key: managerTransactionsQueryKey,
    pageSize: TRANSACTIONS_PAGE_SIZE,
  });

/** One page of every user's ledger entries under the filters, with the totals per kind. */
export function useManagerTransactions(
  filters: TransactionFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...transactionsQueryOptions(filters), enabled });
}
