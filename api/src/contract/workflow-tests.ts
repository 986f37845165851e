import { nodeOutputsSchema } from '@studio/workflows/graph/node-values';
import { z } from 'zod';
import { executionStatusSchema } from './executions';

/**
 * The editor's test runs: a run of the draft (or a version), or of one step alone; the last ones
 * kept; and nodes' outputs pinned from them.
 */

/**
 * `POST /api/workflows/:id/test-runs`: a value for each input node by name; answers 202. With
 * `step`, only that node runs ("Run this step"), given what feeds it from the workflow's pins or
 * its last test runs; the inputs are then not needed.
 */
export const testRunRequestSchema = z.object({
  inputs: z
    .record(
      z.string(),
      z.union([z.object({ dataUrl: z.string().min(1) }), z.object({ text: z.string().max(2000) })]),
    )
    .default({}),
  version: z.number().int().min(1).optional(),
  step: z.string().min(1).max(100).optional(),
});
export type TestRunRequest = z.input<typeof testRunRequestSchema>;
export const testRunStartedSchema = z.object({ executionId: z.string() });

/** One of a workflow's last test runs, as the Test run tab lists it. */
export const testRunSummarySchema = z.object({
  id: z.string(),
  status: executionStatusSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The one step a "Run this step" ran, by node id; null for a whole run. */
  step: z.string().nullable(),
  /** What it made (a final image, or the step's), to show beside it. */
  imageKey: z.string().nullable(),
  error: z.string().nullable(),
});
export type TestRunSummary = z.infer<typeof testRunSummarySchema>;
export const testRunListSchema = z.object({ runs: z.array(testRunSummarySchema) });

/** A node's output pinned from a test run: later test runs are given it. */
export const workflowPinSchema = z.object({
  nodeId: z.string(),
  outputs: nodeOutputsSchema,
  executionId: z.string(),
  pinnedAt: z.string(),
});
export type WorkflowPinView = z.infer<typeof workflowPinSchema>;
export const workflowPinListSchema = z.object({ pins: z.array(workflowPinSchema) });

/** `PUT /api/workflows/:id/pins/:nodeId`: the test run whose output of that node to pin. */
export const pinRequestSchema = z.object({ executionId: z.string().uuid() });
