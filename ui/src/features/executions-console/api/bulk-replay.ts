import {
  type BulkReplayRequest,
  type BulkReplayView,
  bulkReplayViewSchema,
} from '@studio/api/contract/executions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { ApiError, api } from '@/lib/api-client';
import { executionsQueryKey } from '@/lib/executions';

const base = (jobId: string) => `/api/executions/bulk-replay/${encodeURIComponent(jobId)}`;

/** The answer (202): the job to follow and how many runs it took. */
const bulkReplayStartedSchema = z.object({ jobId: z.string(), count: z.number() });

/** How often a running job's counts are read again. */
export const BULK_REPLAY_POLL_MS = 1000;

/** An operator replays the failed and cancelled runs of a selection or a filter, as one job. */
export function useStartBulkReplay() {
  return useMutation({
    mutationFn: async (request: BulkReplayRequest) =>
      bulkReplayStartedSchema.parse(await api.post('/api/executions/bulk-replay', request)),
  });
}

/**
 * A bulk replay as it stands, read every second while it runs and no more once it has ended. The
 * job has no event stream (its counts live in its Temporal workflow, asked by a query), and a
 * job's second is cheap: one row and one workflow query.
 */
export function bulkReplayQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: [...executionsQueryKey, 'bulk-replay', jobId] as const,
    queryFn: async ({ signal }): Promise<BulkReplayView> =>
      bulkReplayViewSchema.parse(await api.get(base(jobId), { signal })),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' ? BULK_REPLAY_POLL_MS : false,
  });
}

export function useBulkReplay(jobId: string) {
  return useQuery(bulkReplayQueryOptions(jobId));
}

/**
 * Stops a running bulk replay for a reason: no more replays start, those started run to their
 * end. The answer is the job as it now stands; a job that ended meanwhile (409) is read again.
 */
export function useStopBulkReplay(jobId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = bulkReplayQueryOptions(jobId);
  return useMutation({
    mutationFn: async (reason: string) =>
      bulkReplayViewSchema.parse(await api.post(`${base(jobId)}/cancel`, { reason })),
    onSuccess: (view) => queryClient.setQueryData(queryKey, view),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'bulk_replay_finished') {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
