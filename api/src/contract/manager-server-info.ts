import { z } from 'zod';

/** A dependency's health as the server saw it just now, each check bounded by a short timeout. */
export const componentHealthSchema = z.object({
  ok: z.boolean(),
  /** How long the check took, in milliseconds (the timeout when it did not answer). */
  latencyMs: z.number().int(),
  /** Why it is down, when it is. */
  error: z.string().nullable(),
});
export type ComponentHealth = z.infer<typeof componentHealthSchema>;

export const pollerSchema = z.object({
  /** The worker's identity (`pid@host` by default). */
  identity: z.string(),
  /** ISO 8601; when it last asked for a task. */
  lastAccessTime: z.string().nullable(),
});
export type Poller = z.infer<typeof pollerSchema>;

/** What the deployment's task queues carry (see workflows/src/contract/task-queues.ts). */
export const taskQueueRoleSchema = z.enum(['workflows', 'images', 'ai']);
export type TaskQueueRole = z.infer<typeof taskQueueRoleSchema>;

/** One task queue, as Temporal's DescribeTaskQueue tells it, for workflow and activity tasks. */
export const taskQueueInfoSchema = z.object({
  name: z.string(),
  role: taskQueueRoleSchema,
  workflowPollers: z.array(pollerSchema),
  activityPollers: z.array(pollerSchema),
  /** Tasks waiting for a worker; null when the server does not report it (`reportStats`). */
  workflowBacklog: z.number().int().nullable(),
  activityBacklog: z.number().int().nullable(),
  /** Why the queue could not be described, when it could not. */
  error: z.string().nullable(),
});
export type TaskQueueInfo = z.infer<typeof taskQueueInfoSchema>;

/** The provider one AI capability uses, as configured (never a key). */
export const aiCapabilitySchema = z.object({
  capability: z.string(),
  /** `local`, `replicate` or `openai`. */
  provider: z.string(),
  /** The model or implementation (e.g. `isnet-quantised`, `gpt-4.1-mini`). */
  model: z.string(),
});
export type AiCapability = z.infer<typeof aiCapabilitySchema>;

/** One minute of the last hour, oldest first: runs made in it. */
export const runsPerMinuteSchema = z.object({
  /** ISO 8601, the start of the minute. */
  minute: z.string(),
  count: z.number().int(),
});
export type RunsPerMinute = z.infer<typeof runsPerMinuteSchema>;

/** `GET /api/manager/server-info`: what is running, and how it is doing. */
export const serverInfoSchema = z.object({
  app: z.object({
    /** The root package.json's version. */
    version: z.string(),
    /** `APP_COMMIT`, else `git rev-parse HEAD` when the API started, else null. */
    commit: z.string().nullable(),
    node: z.string(),
    /** ISO 8601, when this API process started; `uptimeSeconds` since then. */
    startedAt: z.string(),
    uptimeSeconds: z.number().int(),
  }),
  postgres: componentHealthSchema.extend({ version: z.string().nullable() }),
  temporal: componentHealthSchema.extend({
    /** Temporal's server version (GetSystemInfo), null when it does not say or is down. */
    version: z.string().nullable(),
    address: z.string(),
    namespace: z.string(),
  }),
  taskQueues: z.array(taskQueueInfoSchema),
  ai: z.array(aiCapabilitySchema),
  storage: z.object({ bytes: z.number().int(), files: z.number().int() }),
  runs: z.object({
    /** The last 60 minutes, oldest first, the current minute last. */
    perMinute: z.array(runsPerMinuteSchema),
    /** Runs made in the last hour. */
    lastHour: z.number().int(),
    /** Durations (start to finish) of the runs that finished in the last hour, in ms; null when none did. */
    p50Ms: z.number().nullable(),
    p95Ms: z.number().nullable(),
    finishedLastHour: z.number().int(),
  }),
  /** The reconciler's repairs (runs made to agree with Temporal), from the audit log. */
  reconciler: z.object({
    repairsLastDay: z.number().int(),
    repairsAll: z.number().int(),
    /** ISO 8601, the latest repair; null when there has been none. */
    lastRepairAt: z.string().nullable(),
  }),
});
export type ServerInfo = z.infer<typeof serverInfoSchema>;
