import { workflowsApi } from '@studio/api/contract/routes/workflows';
import { type WorkflowDetail } from '@studio/api/contract/workflows';
import { useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { workflowsQueryKey } from '@/lib/workflows';

export const workflowQueryKey = (id: string) => [...workflowsQueryKey, id] as const;

export async function getWorkflow(id: string): Promise<WorkflowDetail> {
  return callApi(workflowsApi.get, { params: { id } });
}

/**
 * The workflow the editor opens: its draft and revision, its versions. Read once per visit and
 * never refetched behind the editor's back (the editor's store owns the draft once loaded).
 */
export function useWorkflow(id: string) {
  return useQuery({
    queryKey: workflowQueryKey(id),
    queryFn: () => getWorkflow(id),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
