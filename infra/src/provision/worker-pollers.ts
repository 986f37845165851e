import { setTimeout as delay } from 'node:timers/promises';
import { Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { taskQueues } from '@studio/workflows/contract/task-queues';

const { TaskQueueType } = temporal.api.enums.v1;

/**
 * Waits until a worker polls every queue of the deployment (workflow tasks on the base queue,
 * activities on the image and AI queues): the worker is then ready for a first run, its model
 * loaded (orchestrator/src/main.ts loads it before polling). Asked of Temporal itself, so it holds
 * whatever the worker logs.
 */
export async function waitForWorkerPollers(options: {
  temporalAddress: string;
  namespace?: string;
  taskQueue: string;
  timeoutMs?: number;
}): Promise<void> {
  const namespace = options.namespace ?? 'default';
  const queues = taskQueues(options.taskQueue);
  const wanted = [
    { name: queues.workflows, type: TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW },
    { name: queues.images, type: TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY },
    { name: queues.ai, type: TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY },
  ];
  const connection = await Connection.connect({ address: options.temporalAddress });
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  try {
    for (const queue of wanted) {
      for (;;) {
        const { pollers } = await connection.workflowService.describeTaskQueue({
          namespace,
          taskQueue: { name: queue.name },
          taskQueueType: queue.type,
        });
        if (pollers && pollers.length > 0) break;
        if (Date.now() > deadline) {
          throw new Error(`No worker polls the task queue ${queue.name} yet.`);
        }
        // Temporal has no notification for a poller's arrival: ask again shortly.
        await delay(250);
      }
    }
  } finally {
    await connection.close();
  }
}
