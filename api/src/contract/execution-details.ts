import { workflowGraphSchema } from '@studio/workflows/graph/graph';
import { z } from 'zod';
import { auditEventSchema } from './audit';
import { creditTransactionSchema } from './billing';
import { executionListItemSchema, executionStatusSchema, nodeStateViewSchema } from './executions';

/** A run linked to the one shown: the run it replays, or one of its replays. */
export const linkedRunSchema = z.object({
  id: z.string(),
  status: executionStatusSchema,
  /** The published version it ran; null for a test run of a draft. */
  version: z.number().nullable(),
  mode: z.enum(['start', 'failed-step']).nullable(),
  createdAt: z.string(),
});
export type LinkedRun = z.infer<typeof linkedRunSchema>;

/**
 * GET /api/executions/{id}/details (operators): everything the console's run page shows — the
 * run as its list row has it, the graph it ran with each node's state and outputs, its inputs,
 * the ledger entries that moved its tokens, the runs it is linked to by replays, what operators
 * did to it, and where Temporal keeps it.
 */
export const executionDetailsSchema = z.object({
  run: executionListItemSchema,
  /** The graph it ran: its version's, or a test run's own; null if neither is kept. */
  graph: workflowGraphSchema.nullable(),
  nodes: z.array(nodeStateViewSchema),
  /** What it was given, by input name: a stored image or a text. */
  inputs: z.record(
    z.string(),
    z.union([z.object({ fileKey: z.string() }), z.object({ text: z.string() })]),
  ),
  /** How a replay ran (null for a run that replays nothing). */
  replayMode: z.enum(['start', 'failed-step']).nullable(),
  /** The nodes a replay from the failed step took over from the original, not run again. */
  reusedNodes: z.array(z.string()),
  replayOfRun: linkedRunSchema.nullable(),
  replays: z.array(linkedRunSchema),
  /** The operator's bulk replay that started it, if one did. */
  bulkReplayId: z.string().nullable(),
  /** The API key a business's program started it with (`/v1`); null for a run from the app. */
  apiKey: z.object({ name: z.string(), prefix: z.string() }).nullable(),
  /** Every ledger entry written for it, oldest first (none for a test run or a platform-paid one). */
  ledger: z.array(creditTransactionSchema),
  /** Operators' actions on it, newest first. */
  audit: z.array(auditEventSchema),
  temporal: z.object({
    namespace: z.string(),
    workflowId: z.string(),
    /** The run in Temporal's Web UI, where one is configured. */
    url: z.string().nullable(),
  }),
});
export type ExecutionDetails = z.infer<typeof executionDetailsSchema>;
