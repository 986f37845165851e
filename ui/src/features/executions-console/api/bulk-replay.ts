import { executionsApi } from '@studio/api/contract/routes/executions';
import { type BulkReplayRequest, type BulkReplayView } from '@studio/api/contract/executions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { executionsQueryKey } from '@/lib/executions';

/** How often a running job's counts are read again. */
export const BULK_REPLAY_POLL_MS = 1000;

/** An operator replays the failed and cancelled runs of a selection or a filter, as one job. */
export function useStartBulkReplay() {
  return useMutation({
    mutationFn: (request: BulkReplayRequest) =>
      callApi(executionsApi.bulkReplay, { body: request }),
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
    queryFn: ({ signal }): Promise<BulkReplayView> =>
      callApi(executionsApi.bulkReplayJob, { params: { jobId }, signal }),
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
    mutationFn: (reason: string) =>
      callApi(executionsApi.cancelBulkReplay, { params: { jobId }, body: { reason } }),
    onSuccess: (view) => queryClient.setQueryData(queryKey, view),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'bulk_replay_finished') {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
