/**
 * Task-queue names: the one place the API (which starts workflows), the worker (which polls for
 * them) and the housekeeping schedules take them from, so they can never drift apart. Running
 * workers and executions depend on these names: keep them byte for byte.
 */

/** The default task queue; tests and parallel deployments pass their own name. */
export const DEFAULT_TASK_QUEUE = 'studio';

/**
 * The queues of one deployment: workflow tasks (and the short database activities) on the base
 * queue, CPU-bound image work and model-provider calls on their own queues, so each can be given
 * its own workers and concurrency limit.
 */
export function taskQueues(base: string) {
  return { workflows: base, images: `${base}.images`, ai: `${base}.ai` } as const;
}

/** What a worker process may poll: any of the three queues, so each kind of work scales apart. */
export const WORKER_ROLES = ['workflows', 'images', 'ai'] as const;
export type WorkerRole = (typeof WORKER_ROLES)[number];
