import { managerServerInfoApi } from '@studio/api/contract/routes/manager-server-info';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

/** How often the open page asks again. TanStack Query skips it while the tab is hidden. */
export const SERVER_INFO_REFRESH_MS = 10_000;

export function serverInfoQueryOptions() {
  return queryOptions({
    queryKey: ['manager-server-info'] as const,
    queryFn: ({ signal }) => callApi(managerServerInfoApi.get, { signal }),
    refetchInterval: SERVER_INFO_REFRESH_MS,
    // Stated, though it is the default: a hidden tab does not poll the server.
    refetchIntervalInBackground: false,
  });
}

/** The server's state, refreshed every 10 seconds while the page is visible. */
export function useServerInfo() {
  return useQuery(serverInfoQueryOptions());
}
