import { listSnapsResponseSchema, type SnapSummary } from '@studio/api/contract/snaps';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { queryFreshness } from './query-client';

// The snaps list is read by two features that may not import each other (create-content picks
// one to run, the demo matches its workflow to one), so its one fetcher lives here, like the
// session's in auth.ts.

export type Snap = SnapSummary;

export async function getSnaps(signal?: AbortSignal): Promise<Snap[]> {
  return listSnapsResponseSchema.parse(await api.get('/api/snaps', { signal }));
}

export const snapsQueryKey = ['snaps'] as const;

export function snapsQueryOptions() {
  return queryOptions({
    queryKey: snapsQueryKey,
    queryFn: ({ signal }) => getSnaps(signal),
    ...queryFreshness.snaps,
  });
}

/** The snaps creators can run, by category then name. Public: no sign-in needed. */
export function useSnaps() {
  return useQuery(snapsQueryOptions());
}
