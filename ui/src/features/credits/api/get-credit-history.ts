import { type CreditHistoryPage } from '@studio/api/contract/billing';
import { creditsApi } from '@studio/api/contract/routes/credits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { queryFreshness } from '@/lib/query-client';

export type { CreditHistoryPage };

/** Lines per page of the full history. */
export const HISTORY_PAGE_SIZE = 20;

export async function getCreditHistory(params: {
  page: number;
  limit: number;
}): Promise<CreditHistoryPage> {
  return callApi(creditsApi.history, { query: params });
}

export const creditHistoryQueryKey = ['credits', 'history'] as const;

export function creditHistoryQueryOptions(params: { page: number; limit: number }) {
  return queryOptions({
    queryKey: [...creditHistoryQueryKey, params],
    queryFn: () => getCreditHistory(params),
    ...queryFreshness.transactions,
  });
}

/**
 * One page of the signed-in user's token history, newest first, one line per run; the previous
 * page stays while paging.
 */
export function useCreditHistory(params: { page: number; limit: number }) {
  return useQuery({ ...creditHistoryQueryOptions(params), placeholderData: keepPreviousData });
}
