import { snapsApi } from '@studio/api/contract/routes/snaps';
import { type SnapSummary } from '@studio/api/contract/snaps';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from './call-api';
import { queryFreshness } from './query-client';

// The snaps list is read by two features that may not import each other (create-content picks
// one to run, the demo matches its workflow to one), so its one fetcher lives here, like the
// session's in auth.ts.

export type Snap = SnapSummary;

export async function getSnaps(signal?: AbortSignal): Promise<Snap[]> {
  return callApi(snapsApi.list, { signal });
}

export const snapsQueryKey = ['snaps'] as const;

export function snapsQueryOptions() {
  return queryOptions({
    queryKey: snapsQueryKey,
    queryFn: ({ signal }) => getSnaps(signal),
    ...queryFreshness.snaps,
  });
}

/** The snaps creators can run, in gallery order. Public: no sign-in needed. */
export function useSnaps() {
  return useQuery(snapsQueryOptions());
}

/**
 * The snaps for the creators' gallery: asked again each time the gallery opens, whatever spec
 * section 9's freshness says, so a snap a manager switched off or added shows at once (the
 * list cached meanwhile is shown until the answer comes; the server never lets an HTTP cache
 * answer for it either).
 */
export function useGallerySnaps() {
  return useQuery({ ...snapsQueryOptions(), refetchOnMount: 'always' });
}
