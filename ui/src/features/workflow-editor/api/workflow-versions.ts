import {
  graphDiffSchema,
  publishResultSchema,
  workflowVersionSchema,
} from '@studio/api/contract/workflows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The difference between two versions, or a version and the draft (never cached: the draft moves). */
export function useWorkflowDiff(
  id: string,
  from: number | 'draft' | null,
  to: number | 'draft' | null,
) {
  return useQuery({
    queryKey: [...workflowsQueryKey, id, 'diff', from, to],
    queryFn: async () =>
      graphDiffSchema.parse(await api.get(`${base(id)}/diff?from=${from}&to=${to}`)),
    enabled: from !== null && to !== null,
    staleTime: 0,
    gcTime: 0,
  });
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
