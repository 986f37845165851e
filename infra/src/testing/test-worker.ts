import { randomUUID } from 'node:crypto';
import { DefaultLogger, NativeConnection, Runtime, type Worker } from '@temporalio/worker';
import { Client, Connection } from '@temporalio/client';
import { type Database } from '@studio/api/domain/database';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { createActivities } from '@studio/orchestrator/activities/all-activities';
import { type AiProviders } from '@studio/orchestrator/providers/capabilities';
import { createLocalProviders } from '@studio/orchestrator/providers/local/local-providers';
import { type UrlFetchSettings } from '@studio/orchestrator/web/guarded-fetch';
import { type ScheduleOutcome } from '@studio/orchestrator/housekeeping-schedules';
import { createStudioWorkers, startStudioWorkers } from '@studio/orchestrator/worker';
import { type WorkerRole } from '@studio/workflows/contract/task-queues';
import { timedSetups } from './setup-costs';

/**
 * The local providers with the `classic` cut-out, for tests of the engine (workflows, retries,
 * credits, cancellation): they are about orchestration, and the ISNet model costs seconds of CPU
 * per cut-out that a busy 2-core machine cannot spare under their deadlines. What the model cuts
 * out has its own tests (packshot-photos, local-ml-background-remover, local-scenes-whole-road),
 * and the e2e stack runs the real default.
 */
export const ENGINE_TEST_PROVIDERS = { backgroundRemoval: 'classic' } as const;

export interface TestWorker {
  taskQueue: string;
  client: Client;
  address: string;
  /** What the start-up did to each housekeeping schedule (only with `housekeeping`). */
  schedules?: Record<string, ScheduleOutcome>;
  stop(): Promise<void>;
}

async function startTestWorkerUntimed(deps: {
  db: Database;
  store: FileStore;
  imageSize: number;
  providers?: AiProviders;
  taskQueue?: string;
  /** The guard's settings; by default nothing is allow-listed. */
  urlFetch?: UrlFetchSettings;
  /** Limits on images taken from product pages; by default the API's defaults (10 MB, 50 MP). */
  imageLimits?: { maxBytes: number; maxPixels: number };
  /**
   * Start as the worker process does, housekeeping schedules included (they outlive the worker:
   * the test deletes them). Without it, no schedule is made.
   */
  housekeeping?: boolean;
  /** The queues to poll, as WORKER_QUEUES gives them; all three by default. */
  roles?: readonly WorkerRole[];
}): Promise<TestWorker> {
  const address = process.env.TEMPORAL_ADDRESS;
  if (!address) throw new Error('TEMPORAL_ADDRESS is not set: run the tests through npm test.');
  quietRuntime();
  const taskQueue = deps.taskQueue ?? `test-${randomUUID()}`;
  const connection = await NativeConnection.connect({ address });
  const options = {
    connection,
    namespace: 'default',
    taskQueue,
    activities: createActivities({
      ...deps,
      providers: deps.providers ?? createLocalProviders(ENGINE_TEST_PROVIDERS),
      urlFetch: deps.urlFetch ?? { allowedHosts: [] },
      imageLimits: deps.imageLimits ?? { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 },
    }),
    workflowBundlePath: process.env.TEST_WORKFLOW_BUNDLE,
    roles: deps.roles,
    maxConcurrentImageTasks: 4,
    maxConcurrentAiTasks: 4,
  };
  const { workers, schedules }: { workers: Worker[]; schedules?: Record<string, ScheduleOutcome> } =
    deps.housekeeping
      ? await startStudioWorkers(options)
      : { workers: await createStudioWorkers(options) };
  const running = Promise.all(workers.map((w) => w.run()));
  const clientConnection = await Connection.connect({ address });
  return {
    taskQueue,
    address,
    client: new Client({ connection: clientConnection }),
    schedules,
    async stop() {
      workers.forEach((w) => w.shutdown());
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

/**
 * Real workers on the shared Temporal dev server, polling task queues of their own, so test files
 * never pick up each other's workflows (nor the running app's). Providers default to the local
 * ones the app runs on; a test may wrap them to make a node fail on purpose. Product pages are
 * fetched through the real SSRF guard; a test allows its fixture server with `urlFetch`.
 */
export const startTestWorker = timedSetups('a Temporal worker', startTestWorkerUntimed);
