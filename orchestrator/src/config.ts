import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TASK_QUEUE } from '@studio/workflows/task-queues';
import { logLevelSchema, parseEnvironment, REPO_ROOT } from '@studio/api/domain/environment';

const envSchema = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TASK_QUEUE: z.string().default(DEFAULT_TASK_QUEUE),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** A pre-built workflow bundle (see bundle-workflows.ts); without it the worker bundles at start. */
  WORKFLOW_BUNDLE: z.string().optional(),
  PACKSHOT_SIZE: z.coerce.number().int().min(64).max(4096).default(1024),
  /** Image work is CPU-bound: about one slot per core. */
  MAX_CONCURRENT_ACTIVITIES: z.coerce.number().int().positive().default(2),
  /** Provider calls mostly wait on the network. */
  MAX_CONCURRENT_AI_ACTIVITIES: z.coerce.number().int().positive().default(8),
  LOG_LEVEL: logLevelSchema,
});

export interface WorkerConfig {
  databaseUrl: string;
  temporal: { address: string; namespace: string; taskQueue: string };
  filesDir: string;
  workflowBundlePath?: string;
  packshotSize: number;
  maxConcurrentActivities: number;
  maxConcurrentAiActivities: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

/** Reads and checks the worker's environment once, at start-up. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const e = parseEnvironment(envSchema, env, 'worker');
  return {
    databaseUrl: e.DATABASE_URL,
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TASK_QUEUE,
    },
    filesDir: path.join(e.DATA_DIR, 'files'),
    workflowBundlePath: e.WORKFLOW_BUNDLE,
    packshotSize: e.PACKSHOT_SIZE,
    maxConcurrentActivities: e.MAX_CONCURRENT_ACTIVITIES,
    maxConcurrentAiActivities: e.MAX_CONCURRENT_AI_ACTIVITIES,
    logLevel: e.LOG_LEVEL,
  };
}
