import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TASK_QUEUE } from '@studio/workflows/task-queues';
import { logLevelSchema, parseEnvironment, REPO_ROOT } from './domain/environment';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TASK_QUEUE: z.string().default(DEFAULT_TASK_QUEUE),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  UI_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'ui', 'dist')),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  MAX_UPLOAD_MEGAPIXELS: z.coerce.number().positive().default(50),
  DEMO_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  LOG_LEVEL: logLevelSchema,
});

export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string;
  temporal: { address: string; namespace: string; taskQueue: string };
  filesDir: string;
  uiDistDir: string;
  upload: { maxBytes: number; maxPixels: number };
  demoTimeoutMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

/** Reads and checks the API's environment once, at start-up; a bad value stops the process. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const e = parseEnvironment(envSchema, env, 'API');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TASK_QUEUE,
    },
    filesDir: path.join(e.DATA_DIR, 'files'),
    uiDistDir: e.UI_DIST_DIR,
    upload: { maxBytes: e.MAX_UPLOAD_MB * 1024 * 1024, maxPixels: e.MAX_UPLOAD_MEGAPIXELS * 1e6 },
    demoTimeoutMs: e.DEMO_TIMEOUT_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
  };
}
