import { executionsApi } from '@studio/api/contract/routes/executions';
import { type ExecutionView } from '@studio/api/contract/executions';
import { queryOptions } from '@tanstack/react-query';

import { callApi, routeUrl } from '@/lib/call-api';

export async function getExecution(id: string, signal?: AbortSignal): Promise<ExecutionView> {
  return callApi(executionsApi.get, { params: { id }, signal });
}

/** The prefix of every execution query. */
export const executionsQueryKey = ['executions'] as const;

/**
 * One execution's view. Its event stream keeps it current (use-execution-progress.ts writes each
 * server-sent view into this query), so it is fetched only when the stream has gone.
 */
export function executionQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...executionsQueryKey, id] as const,
    queryFn: ({ signal }) => getExecution(id, signal),
    staleTime: 0,
  });
}

/** The server-sent events of one execution (contract/executions.ts: `progress` events). */
export function executionEventsUrl(id: string): string {
  return routeUrl(executionsApi.events, { params: { id } });
}
