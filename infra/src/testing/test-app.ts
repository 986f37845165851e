import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, type AppDeps } from '@studio/api/app';
import { type AiProviders } from '@studio/orchestrator/providers/capabilities';
import { createRateLimits } from '@studio/api/auth/rate-limits';
import { createMailer } from '@studio/api/mail/mailer';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { createOrchestrator } from '@studio/api/temporal/orchestrator';
import { type UrlFetchSettings } from '@studio/orchestrator/web/guarded-fetch';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestWorker, type TestWorker } from './test-worker';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { timedSetups } from './setup-costs';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: TestDatabase;
  worker: TestWorker;
  mail: MailCatcher;
  filesDir: string;
  /** Every file in storage, for asserting that nothing was left behind. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

async function startTestAppUntimed(
  options: {
    imageSize?: number;
    providers?: AiProviders;
    upload?: AppDeps['upload'];
    rateLimitFactor?: number;
    startingCredits?: number;
    /** The app's own address when a test serves it on a real port (default http://app.test). */
    publicUrl?: string;
    google?: AppDeps['google'];
    /** Stripe's keys (and the stand-in's address); without them, the local test checkout. */
    stripe?: AppDeps['stripe'];
    /** The worker's SSRF guard settings, e.g. a fixture page server allow-listed. */
    urlFetch?: UrlFetchSettings;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'studio-files-'));
  const store = new LocalDiskFileStore(filesDir);
  const upload = options.upload ?? { maxBytes: 2 * 1024 * 1024, maxPixels: 20_000_000 };
  const worker = await startTestWorker({
    db: database.db,
    store,
    imageSize: options.imageSize ?? 256,
    providers: options.providers,
    urlFetch: options.urlFetch,
    // Images taken from product pages obey the same limits as uploads, as in production.
    imageLimits: upload,
  });
  const orchestrator = createOrchestrator({
    address: worker.address,
    namespace: 'default',
    taskQueue: worker.taskQueue,
  });
  const mail = await startMailCatcher();
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const deps: AppDeps = {
    db: database.db,
    store,
    orchestrator,
    logger,
    ...testAuthDeps(database.db, logger, { ...options, smtpUrl: mail.url }),
    upload,
    demoTimeoutMs: 30_000,
    google: options.google,
    stripe: options.stripe,
    temporalLinks: { namespace: 'default', uiUrl: 'http://temporal-ui.test' },
    testRoutes: true,
    serverInfo: {
      commit: 'test-commit',
      temporal: { address: worker.address, namespace: 'default' },
      ai: [{ capability: 'Scenes', provider: 'local', model: 'built-in' }],
    },
  };
  return {
    app: createApp(deps),
    deps,
    database,
    worker,
    mail,
    filesDir,
    async storedFiles() {
      const shards = await readdir(filesDir).catch(() => [] as string[]);
      const nested = await Promise.all(shards.map((s) => readdir(path.join(filesDir, s))));
      return nested.flat();
    },
    async close() {
      await orchestrator.close();
      await mail.close();
      await worker.stop();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** The mail, rate-limit and session parts of AppDeps as the tests use them. */
export function testAuthDeps(
  db: AppDeps['db'],
  logger: AppDeps['logger'],
  options: {
    smtpUrl?: string;
    rateLimitFactor?: number;
    startingCredits?: number;
    publicUrl?: string;
  } = {},
): Pick<AppDeps, 'mailer' | 'rateLimits' | 'auth'> {
  return {
    mailer: createMailer({
      smtpUrl: options.smtpUrl,
      from: 'Snapshot Studio <test@example.com>',
      outboxDir: path.join(os.tmpdir(), 'studio-test-outbox'),
      logger,
    }),
    rateLimits: createRateLimits(db, options.rateLimitFactor ?? 100),
    auth: {
      sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
      publicUrl: options.publicUrl ?? 'http://app.test',
      allowedOrigins: [],
      trustProxy: false,
      startingCredits: options.startingCredits ?? 20,
    },
  };
}

/**
 * The API wired to real parts, as `npm start` wires it: its own database, its own files
 * directory, a real worker on its own task queue of the shared Temporal dev server.
 */
export const startTestApp = timedSetups('an API in process', startTestAppUntimed);
