import { testRunStartedSchema, type TestRunRequest } from '@studio/api/contract/workflows';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Starts a test run of the saved draft; answers its execution id. */
export function useStartTestRun(workflowId: string) {
  return useMutation({
    meta: {
      errorToast: { title: 'The test run could not start', description: 'Please try again.' },
    },
    mutationFn: async (request: TestRunRequest) =>
      testRunStartedSchema.parse(
        await api.post(`/api/workflows/${encodeURIComponent(workflowId)}/test-runs`, request),
      ),
  });
}

export function useCancelTestRun() {
  return useMutation({
    meta: {
      errorToast: { title: 'Could not cancel the test run', description: 'Please try again.' },
    },
    mutationFn: (executionId: string) =>
      api.post(`/api/executions/${encodeURIComponent(executionId)}/cancel`),
  });
}
