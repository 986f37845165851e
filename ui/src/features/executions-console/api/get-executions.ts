import { executionsApi } from '@studio/api/contract/routes/executions';
import { type ExecutionList } from '@studio/api/contract/executions';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { callApi, routeUrl } from '@/lib/call-api';
import { executionsQueryKey } from '@/lib/executions';
import { type ConsoleFilters, searchFromFilters } from '../model/console-filters';

/** Runs per page: a screenful, so the first page answers fast on a big table. */
export const PAGE_SIZE = 50;

export function executionListQueryOptions(filters: ConsoleFilters) {
  const search = searchFromFilters(filters).toString();
  return infiniteQueryOptions({
    queryKey: [...executionsQueryKey, 'list', search] as const,
    queryFn: ({ pageParam, signal }): Promise<ExecutionList> =>
      callApi(executionsApi.list, {
        query: {
          ...Object.fromEntries(new URLSearchParams(search)),
          limit: PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The live stream keeps what is loaded current; a visit starts from the newest.
    staleTime: 0,
  });
}

/** The console's runs under a filter, newest first, a page at a time. */
export function useExecutionList(filters: ConsoleFilters) {
  return useInfiniteQuery(executionListQueryOptions(filters));
}

/** The console's live stream under a filter (contract: `rows` events). */
export function executionChangesUrl(filters: ConsoleFilters): string {
  return routeUrl(executionsApi.changes, {
    query: Object.fromEntries(searchFromFilters(filters)),
  });
}
