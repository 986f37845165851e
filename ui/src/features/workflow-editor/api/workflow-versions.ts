import { publishResultSchema, workflowVersionSchema } from '@studio/api/contract/workflows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { workflowsQueryKey } from '@/lib/workflows';

const base = (id: string) => `/api/workflows/${encodeURIComponent(id)}`;

/** One published version with its graph (immutable: cached for good). */
export function workflowVersionQuery(id: string, version: number) {
  return {
    queryKey: [...workflowsQueryKey, id, 'versions', version],
    queryFn: async () =>
      workflowVersionSchema.parse(await api.get(`${base(id)}/versions/${version}`)),
    staleTime: Infinity,
  };
}

export function usePublishWorkflow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      publishResultSchema.parse(await api.post(`${base(id)}/publish`, { note })),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: workflowsQueryKey, refetchType: 'none' }),
  });
}

/** The draft as saved: the revision the next save must name. */
export async function saveDraft(
  id: string,
  body: { graph: unknown; revision: number },
  signal?: AbortSignal,
): Promise<{ revision: number }> {
  return z
    .object({ revision: z.number() })
    .parse(await api.put(`${base(id)}/draft`, body, { signal }));
}
