import { managerTransactionsApi } from '@studio/api/contract/routes/manager-transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { transactionFilters, type TransactionFilters } from '../model/transaction-filters';

/** Entries a page. */
export const TRANSACTIONS_PAGE_SIZE = 25;

/** The prefix of every query of this section. */
export const managerTransactionsQueryKey = ['manager-transactions'] as const;

export function transactionsQueryOptions(filters: TransactionFilters) {
  const search = transactionFilters.toSearch(filters);
  search.set('limit', String(TRANSACTIONS_PAGE_SIZE));
  return queryOptions({
    queryKey: [...managerTransactionsQueryKey, 'list', search.toString()] as const,
    queryFn: ({ signal }) =>
      callApi(managerTransactionsApi.list, { query: Object.fromEntries(search), signal }),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** One page of every user's ledger entries under the filters, with the totals per kind. */
export function useManagerTransactions(
  filters: TransactionFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...transactionsQueryOptions(filters), enabled });
}
