import { workflowTestsApi } from '@studio/api/contract/routes/workflow-tests';
import { executionsApi } from '@studio/api/contract/routes/executions';
import { type TestRunRequest } from '@studio/api/contract/workflow-tests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { workflowsQueryKey } from '@/lib/workflows';

const testRunsKey = (workflowId: string) => [...workflowsQueryKey, workflowId, 'test-runs'];
const pinsKey = (workflowId: string) => [...workflowsQueryKey, workflowId, 'pins'];

/**
 * Starts a test run of the saved draft (or of one step); answers its execution id. A refusal is
 * a toast, or left to the caller to show beside its button (`inlineErrors`).
 */
export function useStartTestRun(workflowId: string, options: { inlineErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.inlineErrors
      ? {}
      : { errorToast: { title: 'The test run could not start', description: 'Please try again.' } },
    mutationFn: (request: TestRunRequest) =>
      callApi(workflowTestsApi.testRun, { params: { id: workflowId }, body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testRunsKey(workflowId) }),
  });
}

export function useCancelTestRun() {
  return useMutation({
    meta: {
      errorToast: { title: 'Could not cancel the test run', description: 'Please try again.' },
    },
    mutationFn: (executionId: string) =>
      callApi(executionsApi.cancel, { params: { id: executionId }, body: {} }),
  });
}

/** The workflow's last test runs, newest first (kept with their files on the server). */
export function useTestRuns(workflowId: string) {
  return useQuery({
    queryKey: testRunsKey(workflowId),
    queryFn: () => callApi(workflowTestsApi.testRuns, { params: { id: workflowId } }),
  });
}

/** Refreshes the list once a run has ended (its status and picture change). */
export function useRefreshTestRuns(workflowId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: testRunsKey(workflowId) });
}

/** The nodes whose outputs are pinned: later test runs are given them. */
export function usePins(workflowId: string) {
  return useQuery({
    queryKey: pinsKey(workflowId),
    queryFn: () => callApi(workflowTestsApi.pins, { params: { id: workflowId } }),
  });
}

export function usePin(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: { title: 'Could not pin the output', description: 'Please try again.' } },
    mutationFn: ({ nodeId, executionId }: { nodeId: string; executionId: string }) =>
      callApi(workflowTestsApi.pin, { params: { id: workflowId, nodeId }, body: { executionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinsKey(workflowId) }),
  });
}

export function useUnpin(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: { title: 'Could not unpin the output', description: 'Please try again.' } },
    mutationFn: (nodeId: string) =>
      callApi(workflowTestsApi.unpin, { params: { id: workflowId, nodeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinsKey(workflowId) }),
  });
}
