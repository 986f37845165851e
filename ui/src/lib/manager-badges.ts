import { managerBadgesApi } from '@studio/api/contract/routes/manager-badges';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

/** The sidebar's counts; a section's action that changes one invalidates this key. */
export const managerBadgesQueryKey = ['manager-badges'] as const;

/** How often the open panel asks again (paused while the tab is hidden, TanStack's default). */
const REFRESH_MS = 30_000;

export function managerBadgesQueryOptions() {
  return queryOptions({
    queryKey: managerBadgesQueryKey,
    queryFn: ({ signal }) => callApi(managerBadgesApi.get, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** Open error groups and recent failed runs, for the manager panel's sidebar. */
export function useManagerBadges(enabled: boolean) {
  return useQuery({ ...managerBadgesQueryOptions(), enabled });
}
