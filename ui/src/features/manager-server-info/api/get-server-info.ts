import { serverInfoSchema } from '@studio/api/contract/manager-server-info';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** How often the open page asks again. TanStack Query skips it while the tab is hidden. */
export const SERVER_INFO_REFRESH_MS = 10_000;

export function serverInfoQueryOptions() {
  return queryOptions({
    queryKey: ['manager-server-info'] as const,
    queryFn: async ({ signal }) =>
      serverInfoSchema.parse(await api.get('/api/manager/server-info', { signal })),
    refetchInterval: SERVER_INFO_REFRESH_MS,
    // Stated, though it is the default: a hidden tab does not poll the server.
    refetchIntervalInBackground: false,
  });
}

/** The server's state, refreshed every 10 seconds while the page is visible. */
export function useServerInfo() {
  return useQuery(serverInfoQueryOptions());
}
