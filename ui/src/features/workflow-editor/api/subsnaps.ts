import { subsnapsApi } from '@studio/api/contract/routes/subsnaps';
import { type CreateSubsnapRequest, type SubsnapSummary } from '@studio/api/contract/workflows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { workflowsQueryKey } from '@/lib/workflows';

export const subsnapsQueryKey = [...workflowsQueryKey, 'subsnaps'] as const;

/** Every published sub-snap with its newest version: the palette's and the update offer's. */
export function useSubsnaps() {
  return useQuery({
    queryKey: subsnapsQueryKey,
    queryFn: async (): Promise<SubsnapSummary[]> => (await callApi(subsnapsApi.list)).subsnaps,
    staleTime: 0,
  });
}

/** Makes selected steps a sub-snap (published as version 1); answers the node to put in place. */
export function useMakeSubsnap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSubsnapRequest) => callApi(subsnapsApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsQueryKey }),
  });
}
