import { executionsApi } from '@studio/api/contract/routes/executions';
import { useInfiniteQuery } from '@tanstack/react-query';

import { routeUrl } from '@/lib/call-api';
import { executionsQueryKey } from '@/lib/executions';
import { keysetListQuery } from '@/lib/server-page-query';
import { type ConsoleFilters, consoleFilters } from '../model/console-filters';

/** Runs per page: a screenful, so the first page answers fast on a big table. */
export const PAGE_SIZE = 50;

/** The console's runs under a filter, newest first: the live stream keeps them current. */
export function executionListQueryOptions(filters: ConsoleFilters) {
  return keysetListQuery(executionsApi.list, consoleFilters, filters, {
    key: executionsQueryKey,
    pageSize: PAGE_SIZE,
  });
}

/** The console's runs under a filter, newest first, a page at a time. */
export function useExecutionList(filters: ConsoleFilters) {
  return useInfiniteQuery(executionListQueryOptions(filters));
}

/** The console's live stream under a filter (contract: `rows` events). */
export function executionChangesUrl(filters: ConsoleFilters): string {
  return routeUrl(executionsApi.changes, {
    query: Object.fromEntries(consoleFilters.toSearch(filters)),
  });
}
