import { type NativeConnection, Worker } from '@temporalio/worker';
import { type createActivities } from './activities/all-activities';

export interface StudioWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  activities: ReturnType<typeof createActivities>;
  /** A bundle made by bundleWorkflows(); without it the worker bundles the workflows itself. */
  workflowBundlePath?: string;
  maxConcurrentActivities: number;
}

/** The path of the module that exports every workflow function. */
export const WORKFLOWS_PATH = require.resolve('@studio/workflows/workflows');

/** A worker polling one task queue for workflow and activity tasks. */
export function createStudioWorker(options: StudioWorkerOptions): Promise<Worker> {
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    ...(options.workflowBundlePath
      ? { workflowBundle: { codePath: options.workflowBundlePath } }
      : { workflowsPath: WORKFLOWS_PATH }),
    activities: options.activities,
    maxConcurrentActivityTaskExecutions: options.maxConcurrentActivities,
  });
}
