import { managerSnapsApi } from '@studio/api/contract/routes/manager-snaps';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

/** The prefix of every query of this section: a change to a snap reads them all again. */
export const managerSnapsQueryKey = ['manager-snaps'] as const;

export function managerSnapsQueryOptions() {
  return queryOptions({
    queryKey: managerSnapsQueryKey,
    queryFn: ({ signal }) => callApi(managerSnapsApi.list, { signal }),
    // Fresh on each visit: another manager may have changed a snap, and runs keep coming.
    staleTime: 0,
  });
}

/** Every snap, active or not, with its figures, and the workflow versions to pin to. */
export function useManagerSnaps() {
  return useQuery(managerSnapsQueryOptions());
}
