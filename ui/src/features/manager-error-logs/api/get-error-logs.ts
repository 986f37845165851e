import { managerErrorLogsApi } from '@studio/api/contract/routes/manager-error-logs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { managerBadgesQueryKey } from '@/lib/manager-badges';
import { serverPageQuery, useDrawerRecord } from '@/lib/server-page-query';
import { type ErrorLogFilters, errorLogFilters } from '../model/error-log-filters';

/** Groups a page. */
export const ERROR_GROUPS_PAGE_SIZE = 25;

/** The prefix of every query of this section: resolving a group reads all of them again. */
export const errorLogsQueryKey = ['manager-error-logs'] as const;

/** New errors arrive on their own: the open page asks again this often (not while hidden). */
const REFRESH_MS = 30_000;

export const errorGroupsQueryOptions = (filters: ErrorLogFilters) => ({
  ...serverPageQuery(managerErrorLogsApi.list, errorLogFilters, filters, {
    key: errorLogsQueryKey,
    pageSize: ERROR_GROUPS_PAGE_SIZE,
  }),
  refetchInterval: REFRESH_MS,
});

/** One page of groups under the filters, with the total and the 24-hour chart. */
export function useErrorGroups(filters: ErrorLogFilters) {
  return useQuery(errorGroupsQueryOptions(filters));
}

/** A group with its latest occurrences, for the drawer. */
export function useErrorGroup(groupId: string | null) {
  return useDrawerRecord(
    managerErrorLogsApi.get,
    errorLogsQueryKey,
    groupId === null ? null : { groupId },
  );
}

/** Marks a group resolved; the list, the drawer and the sidebar's count read again. */
export function useResolveErrorGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) =>
      callApi(managerErrorLogsApi.resolve, {
        params: { groupId },
        body: reason ? { reason } : {},
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: errorLogsQueryKey }),
        queryClient.invalidateQueries({ queryKey: managerBadgesQueryKey }),
      ]),
  });
}
