import { managerBadgesSchema } from '@studio/api/contract/manager-badges';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The sidebar's counts; a section's action that changes one invalidates this key. */
export const managerBadgesQueryKey = ['manager-badges'] as const;

/** How often the open panel asks again (paused while the tab is hidden, TanStack's default). */
const REFRESH_MS = 30_000;

export function managerBadgesQueryOptions() {
  return queryOptions({
    queryKey: managerBadgesQueryKey,
    queryFn: async ({ signal }) =>
      managerBadgesSchema.parse(await api.get('/api/manager/badges', { signal })),
    refetchInterval: REFRESH_MS,
  });
}

/** Open error groups and recent failed runs, for the manager panel's sidebar. */
export function useManagerBadges(enabled: boolean) {
  return useQuery({ ...managerBadgesQueryOptions(), enabled });
}
