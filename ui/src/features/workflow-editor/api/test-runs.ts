import { workflowsApi } from '@studio/api/contract/routes/workflows';
import { executionsApi } from '@studio/api/contract/routes/executions';
import { type TestRunRequest } from '@studio/api/contract/workflows';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

/** Starts a test run of the saved draft; answers its execution id. */
export function useStartTestRun(workflowId: string) {
  return useMutation({
    meta: {
      errorToast: { title: 'The test run could not start', description: 'Please try again.' },
    },
    mutationFn: (request: TestRunRequest) =>
      callApi(workflowsApi.testRun, { params: { id: workflowId }, body: request }),
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
