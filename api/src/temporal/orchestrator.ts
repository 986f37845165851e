import { Client, Connection, type WorkflowHandle } from '@temporalio/client';
import { executionWorkflowId, WORKFLOW_TYPES } from '@studio/workflows/task-queues';
import type { RunSnapInput, runSnap } from '@studio/workflows/run-snap';

export interface OrchestratorOptions {
  address: string;
  namespace: string;
  taskQueue: string;
}

/** The API's only way into Temporal: it starts workflows by name and asks after them. */
export interface Orchestrator {
  startSnap(input: RunSnapInput): Promise<WorkflowHandle<typeof runSnap>>;
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

  return {
    startSnap: (input) =>
      client.workflow.start<typeof runSnap>(WORKFLOW_TYPES.runSnap, {
        workflowId: executionWorkflowId(input.executionId),
        taskQueue: options.taskQueue,
        args: [input],
      }),
    checkHealth: async () => {
      await connection.withDeadline(Date.now() + CONNECT_TIMEOUT_MS, async () => {
        await connection.ensureConnected();
        await connection.healthService.check({});
      });
    },
    close: () => connection.close(),
  };
}
