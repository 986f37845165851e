import path from 'node:path';
import { z } from 'zod';
import {
  type FileStoreSettings,
  loadFileStoreSettings,
} from './domain/storage/file-store-settings';
import { DEFAULT_TASK_QUEUE } from '@studio/workflows/contract/task-queues';
import { isAllowedIssuerUrl, type GoogleSettings } from './auth/google-oidc';
import { type StripeSettings } from './domain/billing/stripe-client';
import { type TemporalAccess, loadTemporalAccess } from './domain/temporal-access';
import { logLevelSchema, parseEnvironment, REPO_ROOT } from './domain/environment';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  /** Temporal's Web UI, where the console links each run (the dev server's by default). */
  TEMPORAL_UI_URL: z.string().url().default('http://127.0.0.1:8233'),
  TASK_QUEUE: z.string().default(DEFAULT_TASK_QUEUE),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  UI_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'ui', 'dist')),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  MAX_UPLOAD_MEGAPIXELS: z.coerce.number().positive().default(50),
  DEMO_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  LOG_LEVEL: logLevelSchema,
  /** The address people reach the app at: links in mails point here; https makes cookies Secure. */
  PUBLIC_URL: z.string().url().optional(),
  /** Other origins allowed to make changes (e.g. the Vite dev server), comma-separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  /** Behind a reverse proxy: trust its X-Forwarded-* headers for the client address and protocol. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Snapshot Studio <no-reply@snapshot.studio>'),
  STARTING_CREDITS: z.coerce.number().int().min(0).default(20),
  /** Scales every auth rate limit (tests that register many accounts from one address raise it). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** Google sign-in's OAuth client; without both, `/auth/google` says it is not configured. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The OpenID provider to discover (a local one in the browser tests). */
  GOOGLE_ISSUER_URL: z
    .string()
    .default('https://accounts.google.com')
    .refine(isAllowedIssuerUrl, 'must be an https URL (plain http only on 127.0.0.1 or localhost)'),
  /** Stripe's keys; without both, purchases go through the labelled local test checkout. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address, e.g. a local stand-in (http://127.0.0.1:PORT). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** The test stack's calls (`POST /api/test/server-error`); refused in production. */
  ENABLE_TEST_ROUTES: z.enum(['true', 'false']).default('false'),
  /** Prometheus text at `/metrics` on this port of its own (e.g. 9464); unset, no metrics server. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** On SIGTERM, how long in-flight requests may take to finish before their sockets close. */
  DRAIN_SECONDS: z.coerce.number().positive().default(25),
  /** This build's commit, shown in Server Information; else `git rev-parse HEAD` at start. */
  APP_COMMIT: z.string().trim().min(1).max(64).optional(),
});

const checkedEnvSchema = envSchema
  .refine((e) => !e.GOOGLE_CLIENT_ID === !e.GOOGLE_CLIENT_SECRET, {
    path: ['GOOGLE_CLIENT_SECRET'],
    message: 'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together, or neither',
  })
  .refine((e) => !e.STRIPE_SECRET_KEY === !e.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither',
  })
  .refine((e) => !(e.NODE_ENV === 'production' && e.ENABLE_TEST_ROUTES === 'true'), {
    path: ['ENABLE_TEST_ROUTES'],
    message: 'mounts a route that throws on purpose and must never be set when NODE_ENV=production',
  });

export interface ApiConfig {
  port: number;
  host: string;
  /** Where `/metrics` is served, if anywhere (METRICS_PORT). */
  metricsPort?: number;
  /** The grace in-flight requests get on SIGTERM (DRAIN_SECONDS). */
  drainMs: number;
  databaseUrl: string;
  temporal: {
    address: string;
    namespace: string;
    taskQueue: string;
    uiUrl: string;
    access: TemporalAccess;
  };
  files: FileStoreSettings;
  uiDistDir: string;
  upload: { maxBytes: number; maxPixels: number };
  demoTimeoutMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  publicUrl: string;
  allowedOrigins: string[];
  sessionSecret: string;
  trustProxy: boolean;
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  startingCredits: number;
  rateLimitFactor: number;
  google?: GoogleSettings;
  stripe?: StripeSettings;
  /** Mount the test stack's calls (never in production). */
  testRoutes: boolean;
  /** `APP_COMMIT`, when set (main.ts falls back to git). */
  commit?: string;
}

/** Reads and checks the API's environment once, at start-up; a bad value stops the process. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const e = parseEnvironment(checkedEnvSchema, env, 'API');
  return {
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    drainMs: e.DRAIN_SECONDS * 1000,
    databaseUrl: e.DATABASE_URL,
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TASK_QUEUE,
      uiUrl: e.TEMPORAL_UI_URL,
      access: loadTemporalAccess(env),
    },
    files: loadFileStoreSettings(env, e.DATA_DIR),
    uiDistDir: e.UI_DIST_DIR,
    upload: { maxBytes: e.MAX_UPLOAD_MB * 1024 * 1024, maxPixels: e.MAX_UPLOAD_MEGAPIXELS * 1e6 },
    demoTimeoutMs: e.DEMO_TIMEOUT_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    sessionSecret: e.SESSION_SECRET,
    trustProxy: e.TRUST_PROXY === 'true',
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      outboxDir: path.join(e.DATA_DIR, 'mail'),
    },
    startingCredits: e.STARTING_CREDITS,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL,
          }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    testRoutes: e.ENABLE_TEST_ROUTES === 'true',
    commit: e.APP_COMMIT,
  };
}
