/**
 * Task-queue names and workflow ids: the one place both the API (which starts workflows) and the
 * worker (which polls for them) take them from, so the two can never drift apart.
 */

/** The default task queue; tests and parallel deployments pass their own name. */
export const DEFAULT_TASK_QUEUE = 'studio';

/** Workflow type names the API starts by name (it never imports workflow code at run time). */
export const WORKFLOW_TYPES = {
  runSnap: 'runSnap',
} as const;

/**
 * The Temporal workflow id of an execution is the execution's own id: a retried HTTP request that
 * tries to start the same execution twice is refused by Temporal instead of running twice.
 */
export function executionWorkflowId(executionId: string): string {
  return executionId;
}
