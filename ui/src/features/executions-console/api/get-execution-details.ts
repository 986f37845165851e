import {
  type ExecutionDetails,
  executionDetailsSchema,
} from '@studio/api/contract/execution-details';
import { type ExecutionTimeline, executionTimelineSchema } from '@studio/api/contract/executions';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { executionsQueryKey } from '@/lib/executions';

const base = (id: string) => `/api/executions/${encodeURIComponent(id)}`;

/** Everything the run page shows of one run, under `['executions', id, 'details']`. */
export function executionDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...executionsQueryKey, id, 'details'] as const,
    queryFn: async ({ signal }): Promise<ExecutionDetails> =>
      executionDetailsSchema.parse(await api.get(`${base(id)}/details`, { signal })),
    // Replays and audit entries may be added by another operator: read afresh on each visit.
    staleTime: 0,
  });
}

/** The run page's run: its graph and states, ledger, replays, audit and Temporal address. */
export function useExecutionDetails(id: string) {
  return useQuery(executionDetailsQueryOptions(id));
}

/** Each node's attempts, read from the run's Temporal history. */
export function executionTimelineQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...executionsQueryKey, id, 'timeline'] as const,
    queryFn: async ({ signal }): Promise<ExecutionTimeline> =>
      executionTimelineSchema.parse(await api.get(`${base(id)}/timeline`, { signal })),
    staleTime: 0,
  });
}

export function useExecutionTimeline(id: string) {
  return useQuery(executionTimelineQueryOptions(id));
}
