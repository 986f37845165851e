import { NativeConnection, Runtime, makeTelemetryFilterString } from '@temporalio/worker';
import { createDatabase } from '@studio/api/domain/database';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { sweepOrphanFiles } from '@studio/api/domain/storage/stored-files';
import pino from 'pino';
import { createActivities } from './activities/all-activities';
import { loadWorkerConfig } from './config';
import { createLocalProviders } from './providers/local/local-providers';
import { createStudioWorkers, runWorkers } from './worker';

const ORPHAN_GRACE_MS = 60 * 60 * 1000;

async function run(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = pino({ name: 'worker', level: config.logLevel });
  Runtime.install({
    telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'WARN' }) } },
  });

  const db = createDatabase(config.databaseUrl, { logger: logger.child({ component: 'knex' }) });
  const store = new LocalDiskFileStore(config.filesDir);
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  try {
    const workers = await createStudioWorkers({
      connection,
      namespace: config.temporal.namespace,
      taskQueue: config.temporal.taskQueue,
      activities: createActivities({
        db,
        store,
        providers: createLocalProviders(),
        imageSize: config.packshotSize,
      }),
      workflowBundlePath: config.workflowBundlePath,
      maxConcurrentImageTasks: config.maxConcurrentActivities,
      maxConcurrentAiTasks: config.maxConcurrentAiActivities,
    });
    // Files whose row was never committed (a failed transaction) are removed after a grace period.
    const sweep = () =>
      sweepOrphanFiles(db, store, ORPHAN_GRACE_MS)
        .then(
          (removed) =>
            removed.length && logger.info({ removed: removed.length }, 'swept orphan files'),
        )
        .catch((err) => logger.warn({ err }, 'orphan sweep failed'));
    const sweeper = setInterval(sweep, ORPHAN_GRACE_MS).unref();
    void sweep();

    // The SDK shuts the worker down gracefully on SIGINT/SIGTERM: in-flight activities finish.
    logger.info({ taskQueue: config.temporal.taskQueue }, 'worker running');
    await runWorkers(workers);
    clearInterval(sweeper);
  } finally {
    await connection.close();
    await db.destroy();
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
