import { type ExecutionView, executionViewSchema } from '@studio/api/contract/executions';

import { api } from '@/lib/api-client';

export async function getExecution(id: string, signal?: AbortSignal): Promise<ExecutionView> {
  return executionViewSchema.parse(
    await api.get(`/api/executions/${encodeURIComponent(id)}`, { signal }),
  );
}

/** The server-sent events of one execution (contract/executions.ts: `progress` events). */
export function executionEventsUrl(id: string): string {
  return `/api/executions/${encodeURIComponent(id)}/events`;
}
