import { Client, Connection, type WorkflowHandle } from '@temporalio/client';
import {
  EXECUTION_TIMEOUT_MS,
  executionWorkflowId,
  taskQueues,
  WORKFLOW_TYPES,
} from '@studio/workflows/task-queues';
import type { ExecutionProgress, RunGraphInput, runGraph } from '@studio/workflows/run-graph';

export interface OrchestratorOptions {
  address: string;
  namespace: string;
  /** The deployment's base task queue (workflows run there; activities on its sub-queues). */
  taskQueue: string;
}

/** The API's only way into Temporal: it starts workflows by name and asks after them. */
export interface Orchestrator {
  startExecution(input: RunGraphInput): Promise<WorkflowHandle<typeof runGraph>>;
  handle(executionId: string): WorkflowHandle<typeof runGraph>;
  /** The running workflow's own view of its nodes (undefined when Temporal cannot answer). */
  progress(executionId: string): Promise<ExecutionProgress | undefined>;
  cancel(executionId: string): Promise<void>;
  /** Whether the Temporal frontend answers its health check within two seconds. */
  checkHealth(): Promise<void>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 2000;

export function createOrchestrator(options: OrchestratorOptions): Orchestrator {
  // Lazy: the API starts (and reports itself unhealthy) while Temporal is still coming up.
  // A short connect timeout: when Temporal is down, callers hear so in seconds, not after ten.
  const connection = Connection.lazy({
    address: options.address,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  const client = new Client({ connection, namespace: options.namespace });
  const handle = (executionId: string) =>
    client.workflow.getHandle<typeof runGraph>(executionWorkflowId(executionId));

  return {
    startExecution: (input) =>
      client.workflow.start<typeof runGraph>(WORKFLOW_TYPES.runGraph, {
        workflowId: executionWorkflowId(input.executionId),
        taskQueue: taskQueues(options.taskQueue).workflows,
        workflowExecutionTimeout: EXECUTION_TIMEOUT_MS,
        args: [input],
      }),
    handle,
    progress: (executionId) =>
      handle(executionId)
        .query<ExecutionProgress>('progress')
        .catch(() => undefined),
    cancel: async (executionId) => {
      await handle(executionId).signal('cancel');
    },
    checkHealth: async () => {
      await connection.withDeadline(Date.now() + CONNECT_TIMEOUT_MS, async () => {
        await connection.ensureConnected();
        await connection.healthService.check({});
      });
    },
    close: () => connection.close(),
  };
}
