import { workflowsApi } from '@studio/api/contract/routes/workflows';
import { type WorkflowSummary } from '@studio/api/contract/workflows';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { queryFreshness } from '@/lib/query-client';

export const workflowsQueryKey = ['workflows'] as const;

export async function getWorkflows(): Promise<WorkflowSummary[]> {
  return (await callApi(workflowsApi.list)).workflows;
}

/**
 * Every workflow, for the managers' list and the executions console's filter (two features read
 * it, so it lives here). Fresh on each visit: another manager may have published.
 */
export function useWorkflows({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: workflowsQueryKey,
      queryFn: getWorkflows,
      ...queryFreshness.workflows,
      staleTime: 0,
      enabled,
    }),
  );
}

/**
 * The difference between two versions, or a version and the draft (never cached: the draft
 * moves). The editor's publish dialog and the snaps screen's version change both show it.
 */
export function useWorkflowDiff(
  id: string,
  from: number | 'draft' | null,
  to: number | 'draft' | null,
) {
  return useQuery({
    queryKey: [...workflowsQueryKey, id, 'diff', from, to],
    queryFn: async () => callApi(workflowsApi.diff, { params: { id }, query: { from, to } }),
    enabled: from !== null && to !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
