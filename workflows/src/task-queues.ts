/**
 * Task-queue names and workflow ids: the one place both the API (which starts workflows) and the
 * worker (which polls for them) take them from, so the two can never drift apart.
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

/**
 * The longest a runGraph may run. Temporal ends it then without running its clean-up; the
 * worker's reservation sweep gives back what such a run still held.
 */
export const EXECUTION_TIMEOUT_MS = 60 * 60 * 1000;

/** Workflow type names the API starts by name (it never imports workflow code at run time). */
export const WORKFLOW_TYPES = {
  runGraph: 'runGraph',
} as const;

/**
 * The Temporal workflow id of an execution is the execution's own id: a retried HTTP request that
 * tries to start the same execution twice is refused by Temporal instead of running twice.
 */
export function executionWorkflowId(executionId: string): string {
  return executionId;
}
