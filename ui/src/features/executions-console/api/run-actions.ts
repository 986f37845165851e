import { workflowsApi } from '@studio/api/contract/routes/workflows';
import { executionsApi } from '@studio/api/contract/routes/executions';
import { type ReplayRequest } from '@studio/api/contract/executions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { executionsQueryKey } from '@/lib/executions';
import { managerBadgesQueryKey } from '@/lib/manager-badges';
import { workflowsQueryKey } from '@/lib/workflows';

/**
 * An operator stops a queued or running run, saying why (the audit log keeps it). The run's
 * queries, and every list that shows it, are read again.
 */
export function useCancelRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      await callApi(executionsApi.cancel, { params: { id }, body: { reason } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: executionsQueryKey }),
  });
}

/**
 * "Check against Temporal": the server compares the run with its workflow and repairs the
 * database where Temporal has the last word; answers what Temporal says and what was repaired.
 * The run, and every list that shows it, are read again.
 */
export function useReconcileRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(executionsApi.reconcile, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: executionsQueryKey }),
  });
}

/**
 * An operator runs a failed or cancelled run again as a new run; answers the new run's id. The
 * sidebar's count of failed runs without a replay is read again too.
 */
export function useReplayRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReplayRequest) =>
      callApi(executionsApi.replay, { params: { id }, body: request }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: executionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: managerBadgesQueryKey }),
      ]),
  });
}

/**
 * The published versions of a run's workflow, newest first, for the replay dialog to name the
 * version that will run. Its own key under the workflow's: the editor keeps the same answer
 * under `['workflows', id]` for good once opened, and must not be handed a copy read here.
 */
export function replayVersionsQueryOptions(workflowId: string) {
  return queryOptions({
    queryKey: [...workflowsQueryKey, workflowId, 'replay-versions'] as const,
    queryFn: async ({ signal }) =>
      (await callApi(workflowsApi.get, { params: { id: workflowId }, signal })).versions,
    // Another manager may have published since: read each time the dialog opens.
    staleTime: 0,
  });
}

export function useReplayVersions(workflowId: string | null) {
  return useQuery({
    ...replayVersionsQueryOptions(workflowId ?? ''),
    enabled: workflowId !== null,
  });
}
