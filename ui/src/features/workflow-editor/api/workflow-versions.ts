import { type SaveDraftRequest } from '@studio/api/contract/workflows';
import { workflowsApi } from '@studio/api/contract/routes/workflows';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { workflowsQueryKey } from '@/lib/workflows';

/** One published version with its graph (immutable: cached for good). */
export function workflowVersionQuery(id: string, version: number) {
  return {
    queryKey: [...workflowsQueryKey, id, 'versions', version],
    queryFn: () => callApi(workflowsApi.version, { params: { id, version: String(version) } }),
    staleTime: Infinity,
  };
}

export function usePublishWorkflow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => callApi(workflowsApi.publish, { params: { id }, body: { note } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: workflowsQueryKey, refetchType: 'none' }),
  });
}

/** The draft as saved: the revision the next save must name. */
export async function saveDraft(
  id: string,
  body: SaveDraftRequest,
  signal?: AbortSignal,
): Promise<{ revision: number }> {
  return callApi(workflowsApi.saveDraft, {
    params: { id },
    body,
    signal,
  });
}
