import { Client } from '@temporalio/client';
import { type NativeConnection, Worker } from '@temporalio/worker';
import type {
  BatchActivities,
  BulkReplayActivities,
  ExecutionActivities,
  HousekeepingActivities,
  NodeActivities,
} from '@studio/workflows/activities';
import { WORKER_ROLES, type WorkerRole, taskQueues } from '@studio/workflows/contract/task-queues';
import { ensureHousekeepingSchedules, type ScheduleOutcome } from './housekeeping-schedules';
import type { ProductActivities } from '@studio/workflows/product-activities';
import { HEARTBEAT_THROTTLE_MS } from './activities/heartbeats';

export interface StudioWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  /** The deployment's base task queue. */
  taskQueue: string;
  /** The queues to poll (WORKER_QUEUES); all three by default. */
  roles?: readonly WorkerRole[];
  /**
   * After shutdown is asked (SIGTERM), how long activities in flight may finish before they are
   * cancelled (and retried elsewhere); the SDK's default is none.
   */
  shutdownGraceMs?: number;
  activities: {
    records: ExecutionActivities;
    bulkReplays: BulkReplayActivities;
    batches: BatchActivities;
    housekeeping: HousekeepingActivities;
    nodes: NodeActivities;
    products: ProductActivities;
  };
  /** A bundle made by bundleWorkflows(); without it the worker bundles the workflows itself. */
  workflowBundlePath?: string;
  /** Concurrency limits: image work is CPU-bound, provider calls mostly wait on the network. */
  maxConcurrentImageTasks: number;
  maxConcurrentAiTasks: number;
}

/** The path of the module that exports every workflow function. */
export const WORKFLOWS_PATH = require.resolve('@studio/workflows/workflows');

/**
 * Three workers on one connection: workflow tasks and the short database activities (the
 * execution records, bulk replays, batches and the housekeeping sweeps) on the base queue, image work and AI provider
 * calls each on their own queue with their own limit. At scale each can run in its own process
 * by running only some of them (`roles`, from WORKER_QUEUES). Product analysis (model calls and fetching creators' pages, both
 * waiting on the network) runs on the AI queue.
 */
export async function createStudioWorkers(options: StudioWorkerOptions): Promise<Worker[]> {
  const queues = taskQueues(options.taskQueue);
  const common = {
    connection: options.connection,
    namespace: options.namespace,
    shutdownGraceTime: options.shutdownGraceMs ?? 0,
  };
  // Heartbeats reach Temporal at most this far apart, so a cancellation, which comes back only in
  // a heartbeat's answer, reaches a running activity within about half a second (heartbeats.ts).
  const heartbeats = {
    maxHeartbeatThrottleInterval: HEARTBEAT_THROTTLE_MS,
    defaultHeartbeatThrottleInterval: HEARTBEAT_THROTTLE_MS,
  };
  const create: Record<WorkerRole, () => Promise<Worker>> = {
    workflows: () =>
      Worker.create({
        ...common,
        taskQueue: queues.workflows,
        ...(options.workflowBundlePath
          ? { workflowBundle: { codePath: options.workflowBundlePath } }
          : { workflowsPath: WORKFLOWS_PATH }),
        activities: {
          ...options.activities.records,
          ...options.activities.bulkReplays,
          ...options.activities.batches,
          ...options.activities.housekeeping,
        },
      }),
    images: () =>
      Worker.create({
        ...common,
        taskQueue: queues.images,
        ...heartbeats,
        activities: options.activities.nodes,
        maxConcurrentActivityTaskExecutions: options.maxConcurrentImageTasks,
      }),
    ai: () =>
      Worker.create({
        ...common,
        taskQueue: queues.ai,
        ...heartbeats,
        activities: { ...options.activities.nodes, ...options.activities.products },
        maxConcurrentActivityTaskExecutions: options.maxConcurrentAiTasks,
      }),
  };
  return Promise.all((options.roles ?? WORKER_ROLES).map((role) => create[role]()));
}

/**
 * A worker process's start-up (main.ts; tests that need the schedules): its workers, then the
 * deployment's housekeeping schedules, created once for the base queue whichever worker comes
 * first. After the workers, so that a sweep due at once finds them polling.
 */
export async function startStudioWorkers(
  options: StudioWorkerOptions,
): Promise<{ workers: Worker[]; schedules: Record<string, ScheduleOutcome> }> {
  const workers = await createStudioWorkers(options);
  const client = new Client({ connection: options.connection, namespace: options.namespace });
  const schedules = await ensureHousekeepingSchedules(client, options.taskQueue);
  return { workers, schedules };
}

/** Runs the workers until they are shut down (SIGINT/SIGTERM, or `shutdown()` on each). */
export async function runWorkers(workers: Worker[]): Promise<void> {
  await Promise.all(workers.map((w) => w.run()));
}
