import { z } from 'zod';

import { api } from '../../../lib/api-client';

// The API's execution view (api/src/domain/executions/execution-view.ts), as far as the progress
// panel reads it. It is not in the shared contract yet, so its schema lives here.

export const EXECUTION_STATUSES = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
] as const;

const nodeStateSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The node type's name in the catalogue ('Remove background', 'Packshot'...). */
  label: z.string(),
  /** pending, running, succeeded, failed or cancelled. */
  status: z.string(),
  error: z.string().optional(),
});

export const executionViewSchema = z.object({
  id: z.string(),
  status: z.enum(EXECUTION_STATUSES),
  snap: z.object({ id: z.string(), name: z.string() }),
  cost: z.number(),
  tokensReserved: z.number(),
  tokensCharged: z.number(),
  nodes: z.array(nodeStateSchema),
  error: z
    .object({
      type: z.string(),
      message: z.string(),
      /** E005 for sensitive content. */
      code: z.string().optional(),
      nodeId: z.string().optional(),
    })
    .nullable(),
  contentIds: z.array(z.string()),
});

export type ExecutionView = z.infer<typeof executionViewSchema>;
export type ExecutionNode = ExecutionView['nodes'][number];

export const TERMINAL_STATUSES: ReadonlySet<ExecutionView['status']> = new Set([
  'succeeded',
  'failed',
  'cancelled',
]);

export async function getExecution(id: string, signal?: AbortSignal): Promise<ExecutionView> {
  return executionViewSchema.parse(
    await api.get(`/api/executions/${encodeURIComponent(id)}`, { signal }),
  );
}

/** The server-sent events of one execution: `progress` with the whole view on every change. */
export function executionEventsUrl(id: string): string {
  return `/api/executions/${encodeURIComponent(id)}/events`;
}
