import { z } from 'zod';

export const EXECUTION_STATUSES = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export const executionStatusSchema = z.enum(EXECUTION_STATUSES);
export type ExecutionStatus = z.infer<typeof executionStatusSchema>;

/** A run ends in one of these; its view changes no more. */
export const TERMINAL_EXECUTION_STATUSES: ReadonlySet<ExecutionStatus> = new Set([
  'succeeded',
  'failed',
  'cancelled',
]);

/** One workflow step of a run. */
export const nodeStateViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The node type's name in the catalogue ('Remove background', 'Packshot'...). */
  label: z.string(),
  /** pending, running, succeeded, failed or cancelled. */
  status: z.string(),
  error: z.string().optional(),
  /** What the step made, by output port: stored images by file key, text as it is. */
  outputs: z
    .record(
      z.string(),
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('image'), fileKey: z.string() }),
        z.object({ kind: z.literal('images'), fileKeys: z.array(z.string()) }),
        z.object({ kind: z.literal('text'), text: z.string() }),
      ]),
    )
    .optional(),
  /** How long the step's work took, once it succeeded. */
  durationMs: z.number().optional(),
});
export type NodeStateView = z.infer<typeof nodeStateViewSchema>;

/** Why a run failed: recorded on the execution and shown as it is. */
export const executionErrorSchema = z.object({
  type: z.string(),
  message: z.string(),
  /** E005 for sensitive content. */
  code: z.string().optional(),
  nodeId: z.string().optional(),
});
export type ExecutionError = z.infer<typeof executionErrorSchema>;

/** GET /api/executions/{id}: a run as its owner (or a manager) sees it. */
export const executionViewSchema = z.object({
  id: z.string(),
  status: executionStatusSchema,
  snap: z.object({ id: z.string(), name: z.string() }),
  /** A manager's test run from the workflow editor (no snap; never in a creator's library). */
  test: z.boolean().default(false),
  userId: z.string().nullable(),
  workflowVersionId: z.string().nullable(),
  version: z.number().nullable(),
  cost: z.number(),
  /** Tokens held while it runs, and charged for good once it succeeded. */
  tokensReserved: z.number(),
  tokensCharged: z.number(),
  nodes: z.array(nodeStateViewSchema),
  error: executionErrorSchema.nullable(),
  contentIds: z.array(z.string()),
  replayOf: z.string().nullable(),
  /** ISO 8601 times. */
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ExecutionView = z.infer<typeof executionViewSchema>;

/**
 * GET /api/executions/{id}/events: server-sent events named `progress`, each carrying the whole
 * view as JSON whenever it changes, the last one in a terminal status.
 */
export const EXECUTION_PROGRESS_EVENT = 'progress';
export const executionProgressEventSchema = executionViewSchema;
export type ExecutionProgressEvent = z.infer<typeof executionProgressEventSchema>;
