import { NativeConnection, Runtime, makeTelemetryFilterString } from '@temporalio/worker';
import { createDatabase } from '@studio/api/domain/database';
import { createFileStore } from '@studio/api/domain/storage/file-store-settings';
import pino from 'pino';
import { createActivities } from './activities/all-activities';
import { loadWorkerConfig } from './config';
import { createProviders } from './providers/create-providers';
import { LocalMlBackgroundRemover } from './providers/local/local-ml-background-remover';
import { runWorkers, startStudioWorkers } from './worker';
import { serveWorkerHealth } from './worker-health';

async function run(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = pino({ name: 'worker', level: config.logLevel });
  const { host, metrics: metricsPort, health: healthPort } = config.ports;
  Runtime.install({
    telemetryOptions: {
      logging: { filter: makeTelemetryFilterString({ core: 'WARN' }) },
      // The SDK's own exporter: task latencies, slots, polls, per task queue (README, Metrics).
      ...(metricsPort
        ? { metrics: { prometheus: { bindAddress: `${host}:${metricsPort}` } } }
        : {}),
    },
  });

  const db = createDatabase(config.databaseUrl, { logger: logger.child({ component: 'knex' }) });
  const store = createFileStore(config.files);
  const providers = createProviders(config.ai);
  // Only the queues that run nodes cut out: a workflows-only process never loads the model.
  const runsNodes = config.roles.some((role) => role !== 'workflows');
  if (runsNodes && providers.backgroundRemover instanceof LocalMlBackgroundRemover) {
    // Loaded before the workers poll, so the first creator's cut-out does not wait for the model
    // (a few seconds); a model that cannot load stops the worker here, not at a creator's run.
    const started = performance.now();
    await providers.backgroundRemover.warmUp();
    logger.info(
      { model: providers.backgroundRemover.model, ms: Math.round(performance.now() - started) },
      'background removal model loaded',
    );
  }
  const connection = await NativeConnection.connect({
    address: config.temporal.address,
    ...config.temporal.access,
  });
  try {
    const { workers, schedules } = await startStudioWorkers({
      connection,
      namespace: config.temporal.namespace,
      taskQueue: config.temporal.taskQueue,
      roles: config.roles,
      shutdownGraceMs: config.drainMs,
      activities: createActivities({
        db,
        store,
        providers,
        imageSize: config.packshotSize,
        urlFetch: config.urlFetch,
        imageLimits: config.imageLimits,
        errorLogRetentionDays: config.errorLogRetentionDays,
      }),
      workflowBundlePath: config.workflowBundlePath,
      maxConcurrentImageTasks: config.maxConcurrentActivities,
      maxConcurrentAiTasks: config.maxConcurrentAiActivities,
    });
    logger.info({ schedules }, 'housekeeping schedules in place');

    const health = healthPort ? await serveWorkerHealth(workers, healthPort, host) : undefined;
    // The SDK shuts the workers down on SIGINT/SIGTERM: polling stops at once (readiness fails),
    // activities in flight get DRAIN_SECONDS to finish, then the process exits 0.
    logger.info(
      { taskQueue: config.temporal.taskQueue, roles: config.roles, metricsPort, healthPort },
      'worker running',
    );
    try {
      await runWorkers(workers);
    } finally {
      health?.close();
    }
    logger.info('worker stopped');
  } finally {
    // Workers made but never run (the health port refused, say) still hold the connection: its
    // close then throws, and must not hide the error that stopped the start.
    await connection
      .close()
      .catch((err: unknown) => logger.warn({ err }, 'Temporal connection not closed'));
    await db.destroy();
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
