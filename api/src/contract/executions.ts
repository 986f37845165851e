import { NODE_STATUSES } from '@studio/workflows/graph/node-status';
import { nodeOutputsSchema } from '@studio/workflows/graph/node-values';
import { nodeMetaSchema } from '@studio/workflows/graph/product-fidelity';
import { z } from 'zod';
import { operatorReasonSchema } from './audit';
import { booleanParam, listParam } from './query-params';

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
  status: z.enum(NODE_STATUSES),
  error: z.string().optional(),
  /** What the step made, by output port: stored images by file key, text as it is. */
  outputs: nodeOutputsSchema.optional(),
  /** How long the step's work took, once it succeeded. */
  durationMs: z.number().optional(),
  /** Who made the outputs (provider, model) and, for a generated scene, the fidelity gate's verdict. */
  meta: nodeMetaSchema.optional(),
  /** Given its outputs rather than run: a touch-up's edited cut-out, a test run's pinned data. */
  given: z.boolean().optional(),
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

/** The console's filters (all optional, combined with "and"). */
const executionFilterFields = z.object({
  status: z.preprocess(listParam, z.array(executionStatusSchema)).optional(),
  snapId: z.string().uuid().optional(),
  workflowId: z.string().uuid().optional(),
  /** A version number of `workflowId`. */
  version: z.coerce.number().int().min(1).optional(),
  /** Part of the creator's email address. */
  user: z.string().trim().min(1).max(254).optional(),
  userId: z.string().uuid().optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  errorCode: z.string().trim().min(1).max(100).optional(),
  /** true: only managers' test runs; false: none of them. */
  test: booleanParam.optional(),
  /** true: only demo runs; false: none of them. */
  demo: booleanParam.optional(),
  /** Failed runs that no replay has been started for. */
  notReplayed: booleanParam.optional(),
});
const hasWorkflowForVersion = (filter: { version?: number; workflowId?: string }) =>
  filter.version === undefined || filter.workflowId !== undefined;
const versionNeedsWorkflow = { message: 'A version needs its workflowId.', path: ['version'] };

/** What "every run matching the filter" means to a bulk action. */
export const executionFilterSchema = executionFilterFields.refine(
  hasWorkflowForVersion,
  versionNeedsWorkflow,
);
export type ExecutionFilter = z.infer<typeof executionFilterSchema>;

/**
 * GET /api/executions: the console's filters, newest first, a page at a time after `cursor` (the
 * previous page's `nextCursor`).
 */
export const executionListQuerySchema = executionFilterFields
  .extend({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine(hasWorkflowForVersion, versionNeedsWorkflow);
export type ExecutionListQuery = z.infer<typeof executionListQuerySchema>;

/** One row of the console's list. */
export const executionListItemSchema = z.object({
  id: z.string(),
  status: executionStatusSchema,
  /** Null for a manager's test run. */
  snap: z.object({ id: z.string(), name: z.string() }).nullable(),
  workflow: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The published version it ran; null for a test run of a draft. */
  version: z.number().nullable(),
  user: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  cost: z.number(),
  /** What each priced step of the run's graph costs, dearest first (the console's Steps column). */
  stepCosts: z.array(z.object({ id: z.string(), label: z.string(), cost: z.number() })),
  tokensReserved: z.number(),
  tokensCharged: z.number(),
  /** An operator's replay: free for the creator, paid by the platform. */
  paidByPlatform: z.boolean(),
  error: executionErrorSchema.nullable(),
  /** The provider's code where there is one (E005), else the failure type. */
  errorCode: z.string().nullable(),
  replayOf: z.string().nullable(),
  /** The replays started from this run, oldest first. */
  replayedBy: z.array(z.string()),
  test: z.boolean(),
  demo: z.boolean(),
  /** ISO 8601 times. */
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  /**
   * Whose clock the start, end and duration are: `temporal` once the reconciler has set them to
   * the workflow's (its history's start and close), `database` until then (the row's own).
   */
  durationClock: z.enum(['temporal', 'database']),
});
export type ExecutionListItem = z.infer<typeof executionListItemSchema>;

export const executionListSchema = z.object({
  items: z.array(executionListItemSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ExecutionList = z.infer<typeof executionListSchema>;

/** Which version a replay runs: the one the run had, the workflow's newest, or a number. */
export const replayVersionSchema = z.union([
  z.literal('pinned'),
  z.literal('latest'),
  z.number().int().min(1),
]);

/** POST /api/executions/{id}/replay (operators). */
export const replayRequestSchema = z.object({
  mode: z.enum(['start', 'failed-step']).default('start'),
  version: replayVersionSchema.default('pinned'),
  reason: operatorReasonSchema,
});
export type ReplayRequest = z.infer<typeof replayRequestSchema>;

/** Its answer (202): the new run, the run it replays and the version that runs. */
export const replayStartedSchema = z.object({
  executionId: z.string(),
  replayOf: z.string(),
  version: z.number(),
});

/** The disagreements with Temporal the reconciler repairs (domain/executions/reconcile-execution.ts). */
export const REPAIR_KINDS = ['run-ended', 'steps-stopped', 'reservation-settled'] as const;

/** POST /api/executions/{id}/reconcile: what Temporal says of the run, and what was repaired. */
export const reconciliationSchema = z.object({
  /** Temporal's word on the run's workflow: `RUNNING`, `COMPLETED`, `CANCELLED`…, or `MISSING`. */
  temporal: z.string(),
  repairs: z.array(z.object({ kind: z.enum(REPAIR_KINDS), detail: z.string() })),
  /** The run's start and end were set to its workflow's (its duration is Temporal's now). */
  timesAligned: z.boolean(),
});
export type ReconciliationView = z.infer<typeof reconciliationSchema>;

/** POST /api/executions/{id}/cancel: an operator stopping someone else's run says why. */
export const cancelRequestSchema = z.object({ reason: operatorReasonSchema.optional() });

/** An operator's action that takes nothing but why (stopping a bulk replay). */
export const reasonRequestSchema = z.object({ reason: operatorReasonSchema });

/** One attempt of a node's activity, as Temporal's history records it. */
export const nodeAttemptSchema = z.object({
  attempt: z.number(),
  /**
   * The history keeps the start of a node's last attempt only: an attempt that was retried has
   * no times of its own (it ran between the node's scheduling and the next attempt's start).
   */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(['succeeded', 'failed', 'timed-out', 'cancelled', 'running', 'retried']),
  error: z.string().optional(),
});
export type NodeAttempt = z.infer<typeof nodeAttemptSchema>;

/** GET /api/executions/{id}/timeline: each node's attempts, from the run's Temporal history. */
export const executionTimelineSchema = z.object({
  /** False when Temporal has no history of the run: it never started, or is past retention. */
  available: z.boolean(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  nodes: z.array(
    z.object({
      nodeId: z.string(),
      scheduledAt: z.string(),
      finishedAt: z.string().nullable(),
      attempts: z.array(nodeAttemptSchema),
    }),
  ),
});
export type ExecutionTimeline = z.infer<typeof executionTimelineSchema>;

/** The most runs one bulk action takes. */
export const BULK_LIMIT = 10_000;

/** The runs a bulk action is for: a selection, or every run matching a filter. */
const bulkSelection = {
  ids: z.array(z.string().uuid()).min(1).max(BULK_LIMIT).optional(),
  filter: executionFilterSchema.optional(),
};
const isOneSelection = (request: { ids?: string[]; filter?: unknown }) =>
  (request.ids === undefined) !== (request.filter === undefined);
const oneSelection = { message: 'Give either ids or a filter.', path: ['ids'] };

/** POST /api/executions/cancel: stops the queued and running runs of a selection or a filter. */
export const bulkCancelRequestSchema = z
  .object({ ...bulkSelection, reason: operatorReasonSchema })
  .refine(isOneSelection, oneSelection);
export type BulkCancelRequest = z.infer<typeof bulkCancelRequestSchema>;

/** POST /api/executions/bulk-preview: what a bulk action on a selection would take. */
export const bulkPreviewRequestSchema = z
  .object(bulkSelection)
  .refine(isOneSelection, oneSelection);

export const bulkPreviewSchema = z.object({
  /** Failed or cancelled runs (no test runs) that no replay was started for. */
  replayable: z.number(),
  /** Failed or cancelled runs that have a replay already (skipped unless asked for). */
  alreadyReplayed: z.number(),
  /** Queued or running runs a bulk cancel would stop. */
  cancellable: z.number(),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

/** POST /api/executions/bulk-replay: replays the failed and cancelled runs of a selection. */
export const bulkReplayRequestSchema = z
  .object({
    ...bulkSelection,
    mode: z.enum(['start', 'failed-step']).default('start'),
    version: replayVersionSchema.default('pinned'),
    reason: operatorReasonSchema,
    /** Replay runs that already have a replay too (they are skipped otherwise). */
    includeReplayed: z.boolean().default(false),
  })
  .refine(isOneSelection, oneSelection);
export type BulkReplayRequest = z.infer<typeof bulkReplayRequestSchema>;

/** A bulk replay just started (202): its job, and how many runs it will replay. */
export const bulkReplayStartedSchema = z.object({ jobId: z.string(), count: z.number().int() });

/** A bulk replay as it stands: GET /api/executions/bulk-replay/{jobId}. */
export const bulkReplayViewSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'succeeded', 'cancelled', 'failed']),
  mode: z.enum(['start', 'failed-step']),
  version: z.string(),
  reason: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  total: z.number(),
  started: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  /** Runs it did not replay: replayed meanwhile, or no longer replayable. */
  skipped: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkReplayView = z.infer<typeof bulkReplayViewSchema>;

/**
 * GET /api/executions/changes: server-sent events named `rows`, each with the runs under the
 * console's filter that were just made or changed, and the ids of changed runs that no longer
 * match it. A `ready` event says the stream listens.
 */
export const EXECUTION_ROWS_EVENT = 'rows';
export const executionRowsEventSchema = z.object({
  items: z.array(executionListItemSchema),
  gone: z.array(z.string()),
});
export type ExecutionRowsEvent = z.infer<typeof executionRowsEventSchema>;

/** `GET /api/executions/lookup/:ref`: the run an id names, and what kind of id it was. */
export const runLookupSchema = z.object({
  executionId: z.string(),
  matched: z.enum(['run', 'content']),
});
export type RunLookup = z.infer<typeof runLookupSchema>;
