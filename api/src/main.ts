import { type Server } from 'node:http';
import pino from 'pino';
import { createApp } from './app';
import { answerClientErrors } from './http/client-errors';
import { waitForUnreadUploads } from './http/unread-uploads';
import { drainServer } from './http/drain-server';
import { AppLifecycle } from './http/lifecycle';
import { createApiMetrics } from './http/metrics';
import { serveMetrics } from './http/metrics-server';
import { createRateLimits } from './auth/rate-limits';
import { loadApiConfig } from './config';
import { createDatabase } from './domain/database';
import { createFileStore } from './domain/storage/file-store-settings';
import { seedBuiltInCovers } from './db/seed-covers';
import { createMailer } from './mail/mailer';
import { createOrchestrator } from './temporal/orchestrator';
import { appCommit } from './domain/server-info/app-build';
import { describeAiProviders } from './domain/server-info/ai-providers';

async function run(): Promise<void> {
  const config = loadApiConfig();
  const logger = pino({ name: 'api', level: config.logLevel });
  const db = createDatabase(config.databaseUrl, { logger: logger.child({ component: 'knex' }) });
  const orchestrator = createOrchestrator(config.temporal);
  const store = createFileStore(config.files);
  // Covers go in the file store, which only the API knows, so they are seeded here, not with the
  // rows (prepareDatabase). A failure costs a gallery its pictures, not the API its start.
  await seedBuiltInCovers(db, store)
    .then((given) => given.length && logger.info({ snaps: given }, 'built-in covers stored'))
    .catch((error: unknown) => logger.warn({ err: error }, 'built-in covers not stored'));
  const lifecycle = new AppLifecycle();
  const metrics = config.metricsPort ? createApiMetrics(lifecycle) : undefined;
  const app = createApp({
    lifecycle,
    metrics,
    db,
    store,
    orchestrator,
    logger,
    mailer: createMailer({ ...config.mail, logger: logger.child({ component: 'mail' }) }),
    rateLimits: createRateLimits(db, config.rateLimitFactor),
    upload: config.upload,
    demoTimeoutMs: config.demoTimeoutMs,
    auth: {
      sessionSecret: config.sessionSecret,
      publicUrl: config.publicUrl,
      allowedOrigins: config.allowedOrigins,
      trustProxy: config.trustProxy,
      startingCredits: config.startingCredits,
    },
    google: config.google,
    stripe: config.stripe,
    uiDistDir: config.uiDistDir,
    temporalLinks: { namespace: config.temporal.namespace, uiUrl: config.temporal.uiUrl },
    testRoutes: config.testRoutes,
    serverInfo: {
      commit: appCommit(config.commit),
      temporal: { address: config.temporal.address, namespace: config.temporal.namespace },
      ai: describeAiProviders(process.env),
    },
  });

  const server: Server = app.listen(config.port, config.host);
  answerClientErrors(server);
  waitForUnreadUploads(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve).once('error', reject);
  });
  logger.info({ url: `http://${config.host}:${config.port}` }, 'api listening');
  const metricsServer = metrics
    ? await serveMetrics(metrics.registry, config.metricsPort!, config.host)
    : undefined;
  if (metricsServer) logger.info({ port: config.metricsPort }, 'metrics at /metrics');

  const signal = await new Promise<string>((resolve) => {
    process.once('SIGINT', resolve).once('SIGTERM', resolve);
  });
  logger.info({ signal, graceMs: config.drainMs }, 'api draining');
  const { unfinished } = await drainServer(server, lifecycle, config.drainMs);
  logger.info({ unfinished }, 'api stopped');
  metricsServer?.close();
  await Promise.allSettled([db.destroy(), orchestrator.close()]);
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
