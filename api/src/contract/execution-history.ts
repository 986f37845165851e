import { z } from 'zod';

/** A failure as Temporal recorded it: its message and, where the worker sent one, its stack. */
export const historyFailureSchema = z.object({
  message: z.string(),
  type: z.string().nullable(),
  stackTrace: z.string().nullable(),
});

/**
 * GET /api/executions/{id}/history (operators): the run's Temporal event history, each event in
 * words (so an operator rarely needs Temporal's Web UI), and the activities still pending with
 * their attempt, last heartbeat and last failure.
 */
export const executionHistorySchema = z.object({
  /** False when Temporal has no workflow for the run (it never started, or was removed). */
  available: z.boolean(),
  events: z.array(
    z.object({
      id: z.number(),
      at: z.string().nullable(),
      /** Temporal's event type: `ActivityTaskFailed`. */
      type: z.string(),
      /** Its type in words: "Activity task failed". */
      label: z.string(),
      /** What kind of event, for the page's filter. */
      kind: z.enum(['workflow', 'workflow-task', 'activity', 'timer', 'signal', 'marker', 'other']),
      /** What it was about, in a line: the activity and the step it ran, an attempt, a cause. */
      summary: z.string(),
      failure: historyFailureSchema.nullable(),
    }),
  ),
  pending: z.array(
    z.object({
      activityId: z.string(),
      activityType: z.string(),
      /** The graph step the activity runs, when it runs one. */
      nodeId: z.string().nullable(),
      state: z.string(),
      attempt: z.number(),
      lastStartedAt: z.string().nullable(),
      lastHeartbeatAt: z.string().nullable(),
      lastFailure: historyFailureSchema.nullable(),
    }),
  ),
});
export type ExecutionHistory = z.infer<typeof executionHistorySchema>;

/** GET /api/executions/{id}/history/raw: the history as Temporal's own JSON (as the CLI prints it). */
export const rawHistorySchema = z.object({ events: z.array(z.unknown()) });
