import { randomUUID } from 'node:crypto';
import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import { Client, Connection } from '@temporalio/client';
import { type Database } from '@studio/api/domain/database';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { createActivities } from '@studio/orchestrator/activities/all-activities';
import { createStudioWorker } from '@studio/orchestrator/worker';

export interface TestWorker {
  taskQueue: string;
  client: Client;
  address: string;
  stop(): Promise<void>;
}

/**
 * A real worker on the shared Temporal dev server, polling a task queue of its own, so test files
 * never pick up each other's workflows (nor the running app's).
 */
export async function startTestWorker(deps: {
  db: Database;
  store: FileStore;
  packshotSize: number;
}): Promise<TestWorker> {
  const address = process.env.TEMPORAL_ADDRESS;
  if (!address) throw new Error('TEMPORAL_ADDRESS is not set: run the tests through npm test.');
  quietRuntime();
  const taskQueue = `test-${randomUUID()}`;
  const connection = await NativeConnection.connect({ address });
  const worker = await createStudioWorker({
    connection,
    namespace: 'default',
    taskQueue,
    activities: createActivities(deps),
    workflowBundlePath: process.env.TEST_WORKFLOW_BUNDLE,
    maxConcurrentActivities: 4,
  });
  const running = worker.run();
  const clientConnection = await Connection.connect({ address });
  return {
    taskQueue,
    address,
    client: new Client({ connection: clientConnection }),
    async stop() {
      worker.shutdown();
      await running;
      await Promise.all([connection.close(), clientConnection.close()]);
    },
  };
}

/** Worker lifecycle chatter hides test output; warnings and errors still show. */
function quietRuntime(): void {
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    // Already installed by an earlier test file in this Jest worker process.
  }
}
