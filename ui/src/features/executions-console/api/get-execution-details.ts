import { executionsApi } from '@studio/api/contract/routes/executions';
import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { type ExecutionTimeline } from '@studio/api/contract/executions';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { executionsQueryKey } from '@/lib/executions';

/** Everything the run page shows of one run, under `['executions', id, 'details']`. */
export function executionDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...executionsQueryKey, id, 'details'] as const,
    queryFn: ({ signal }): Promise<ExecutionDetails> =>
      callApi(executionsApi.details, { params: { id }, signal }),
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
    queryFn: ({ signal }): Promise<ExecutionTimeline> =>
      callApi(executionsApi.timeline, { params: { id }, signal }),
    staleTime: 0,
  });
}

export function useExecutionTimeline(id: string) {
  return useQuery(executionTimelineQueryOptions(id));
}

/** The run's Temporal event history in words, read when the operator opens it. */
export function useExecutionHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...executionsQueryKey, id, 'history'] as const,
    queryFn: ({ signal }) => callApi(executionsApi.history, { params: { id }, signal }),
    enabled,
    staleTime: 0,
  });
}
