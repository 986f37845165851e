import { randomUUID } from 'node:crypto';
import {
  Client,
  Connection,
  WorkflowFailedError,
  type WorkflowHandle,
  WorkflowNotFoundError,
} from '@temporalio/client';
import {
  type BulkReplayProgress,
  bulkReplayProgressQuery,
  cancelBulkReplaySignal,
  progressQuery,
  type ExecutionProgress,
} from '@studio/workflows/contract/messages';
import { taskQueues } from '@studio/workflows/contract/task-queues';
import { type TemporalAccess } from '../domain/temporal-access';
import { type TemporalRunView, temporalRunView } from '../domain/executions/reconcile-execution';
import {
  batchWorkflowId,
  bulkReplayWorkflowId,
  executionWorkflowId,
  productWorkflowId,
} from '@studio/workflows/contract/workflow-ids';
import { EXECUTION_TIMEOUT_MS, WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import type { bulkReplay } from '@studio/workflows/bulk-replay';
import type { snapBatch } from '@studio/workflows/snap-batch';
import type { RunGraphInput, runGraph } from '@studio/workflows/run-graph';
import type * as productWorkflows from '@studio/workflows/product-workflows';
import { type TaskQueueInfo, type TaskQueueRole } from '../contract/manager-server-info';
import { type TimelineSource } from './execution-timeline';
import { withTimeout } from './workflow-outcome';

/** The product workflows (named in WORKFLOW_TYPES), typed by their own functions. */
type ProductWorkflows = typeof productWorkflows;
export type ProductWorkflowType = keyof ProductWorkflows;

export interface OrchestratorOptions {
  address: string;
  namespace: string;
  /** The deployment's base task queue (workflows run there; activities on its sub-queues). */
  taskQueue: string;
  /** TLS and an API key, for a cluster elsewhere or Temporal Cloud (temporal-access.ts). */
  access?: TemporalAccess;
}

/** The API's only way into Temporal: it starts workflows by name and asks after them. */
export interface Orchestrator {
  startExecution(input: RunGraphInput): Promise<WorkflowHandle<typeof runGraph>>;
  handle(executionId: string): WorkflowHandle<typeof runGraph>;
  /** The running workflow's own view of its nodes (undefined when Temporal cannot answer). */
  progress(executionId: string): Promise<ExecutionProgress | undefined>;
  cancel(executionId: string): Promise<void>;
  /** What Temporal says of the run's workflow (DescribeWorkflowExecution): the reconciler's input. */
  describeRun(executionId: string): Promise<TemporalRunView>;
  /**
   * Resolves once the run's workflow has ended, however it ended, so a watcher learns of the end
   * at once rather than at its next look. Never resolves when Temporal cannot say (the watcher
   * still looks at the row on its own schedule), nor after `signal` aborts.
   */
  waitForEnd(executionId: string, signal: AbortSignal): Promise<void>;
  /** Starts an operator's bulk replay job (recorded in bulk_replays). */
  startBulkReplay(jobId: string): Promise<void>;
  /** A running bulk replay's own counts (undefined when Temporal cannot answer). */
  bulkReplayProgress(jobId: string): Promise<BulkReplayProgress | undefined>;
  /** Asks a bulk replay to start no more replays. */
  cancelBulkReplay(jobId: string): Promise<void>;
  /** Starts a creator's batch (recorded in batches, with its queued runs). */
  startBatch(batchId: string): Promise<void>;
  /**
   * Cancels a creator's batch: its running runs are cancelled and refund themselves, its queued
   * ones are cancelled. BatchNotRunningError when Temporal has no such workflow running.
   */
  cancelBatch(batchId: string): Promise<void>;
  /** As waitForEnd, for a batch's workflow. */
  waitForBatchEnd(batchId: string, signal: AbortSignal): Promise<void>;
  /** The run's history and running activities; undefined when Temporal has no such workflow. */
  timelineSource(executionId: string): Promise<TimelineSource | undefined>;
  /**
   * Runs a short product workflow (analysis, text enhancement) and awaits its result for at most
   * `timeoutMs` (WorkflowTimeoutError, or a WorkflowFailedError caused by a TimeoutFailure); a
   * failed workflow rejects with its WorkflowFailedError.
   */
  runProductWorkflow<T extends ProductWorkflowType>(
    type: T,
    input: Parameters<ProductWorkflows[T]>[0],
    timeoutMs: number,
  ): Promise<Awaited<ReturnType<ProductWorkflows[T]>>>;
  /** Whether the Temporal frontend answers its health check within two seconds. */
  checkHealth(): Promise<void>;
  /** Temporal's server version (GetSystemInfo), or null when the server does not say. */
  serverVersion(timeoutMs: number): Promise<string | null>;
  /**
   * The deployment's task queues as Temporal describes them (DescribeTaskQueue, for workflow
   * and activity tasks): who polls each, and its backlog when the server reports stats.
   */
  describeTaskQueues(timeoutMs: number): Promise<TaskQueueInfo[]>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 2000;

/**
 * A gRPC deadline `ms` from now, on the wall clock rather than the server's clock: it bounds real
 * waiting, and under a test's fixed clock it would already have passed.
 */
// eslint-disable-next-line no-restricted-syntax -- a deadline for real I/O, not a rule's time
const deadlineIn = (ms: number): number => Date.now() + ms;

/** Temporal has no running workflow for the batch: it never started, or it has ended. */
export class BatchNotRunningError extends Error {
  constructor(readonly batchId: string) {
    super(`No workflow is running batch ${batchId}`);
    this.name = 'BatchNotRunningError';
  }
}

export function createOrchestrator(options: OrchestratorOptions): Orchestrator {
  const temporal = renewingConnection(options);
  const handle = (executionId: string) =>
    temporal.current().client.workflow.getHandle<typeof runGraph>(executionWorkflowId(executionId));
  /** Resolves once the workflow has ended, however it ended; never when Temporal cannot say. */
  const untilEnded = async (workflowId: string, signal: AbortSignal): Promise<void> => {
    const ended = await temporal
      .connected()
      .then(({ connection, client }) =>
        connection.withAbortSignal(signal, () => client.workflow.getHandle(workflowId).result()),
      )
      .then(
        () => true,
        // A failed, cancelled or timed-out run has ended too; anything else says nothing.
        (error: unknown) => error instanceof WorkflowFailedError,
      );
    if (!ended) await new Promise<never>(() => {});
  };

  return {
    startExecution: async (input) =>
      (await temporal.connected()).client.workflow.start<typeof runGraph>(WORKFLOW_TYPES.runGraph, {
        workflowId: executionWorkflowId(input.executionId),
        taskQueue: taskQueues(options.taskQueue).workflows,
        workflowExecutionTimeout: EXECUTION_TIMEOUT_MS,
        args: [input],
      }),
    handle,
    progress: async (executionId) => {
      await temporal.connected().catch(() => undefined);
      return handle(executionId)
        .query(progressQuery)
        .catch(() => undefined);
    },
    // Temporal's own cancellation: the workflow stops its steps, gives the credits back and ends
    // Cancelled (a signal, as before, could only end it Failed).
    cancel: async (executionId) => {
      await temporal.connected();
      await handle(executionId).cancel();
    },
    describeRun: async (executionId) => {
      await temporal.connected();
      try {
        return temporalRunView(await handle(executionId).describe());
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return temporalRunView(undefined);
        throw error;
      }
    },
    waitForEnd: (executionId, signal) => untilEnded(executionWorkflowId(executionId), signal),
    startBulkReplay: async (jobId) => {
      await (
        await temporal.connected()
      ).client.workflow.start<typeof bulkReplay>(WORKFLOW_TYPES.bulkReplay, {
        workflowId: bulkReplayWorkflowId(jobId),
        taskQueue: taskQueues(options.taskQueue).workflows,
        args: [{ jobId }],
      });
    },
    bulkReplayProgress: async (jobId) => {
      await temporal.connected().catch(() => undefined);
      return temporal
        .current()
        .client.workflow.getHandle(bulkReplayWorkflowId(jobId))
        .query(bulkReplayProgressQuery)
        .catch(() => undefined);
    },
    cancelBulkReplay: async (jobId) => {
      await (
        await temporal.connected()
      ).client.workflow
        .getHandle(bulkReplayWorkflowId(jobId))
        .signal(cancelBulkReplaySignal);
    },
    startBatch: async (batchId) => {
      await (
        await temporal.connected()
      ).client.workflow.start<typeof snapBatch>(WORKFLOW_TYPES.snapBatch, {
        workflowId: batchWorkflowId(batchId),
        taskQueue: taskQueues(options.taskQueue).workflows,
        args: [{ batchId }],
      });
    },
    cancelBatch: async (batchId) => {
      const { client } = await temporal.connected();
      try {
        await client.workflow.getHandle(batchWorkflowId(batchId)).cancel();
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) throw new BatchNotRunningError(batchId);
        throw error;
      }
    },
    waitForBatchEnd: (batchId, signal) => untilEnded(batchWorkflowId(batchId), signal),
    timelineSource: async (executionId) => {
      await temporal.connected();
      const run = handle(executionId);
      try {
        const [history, description] = await Promise.all([run.fetchHistory(), run.describe()]);
        return {
          events: history.events ?? [],
          pending: description.raw.pendingActivities ?? [],
        };
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return undefined;
        throw error;
      }
    },
    runProductWorkflow: async (type, input, timeoutMs) =>
      withTimeout(
        (await temporal.connected()).client.workflow.execute(type, {
          // A fresh id per call: each analysis is its own short run, never deduplicated.
          workflowId: productWorkflowId(randomUUID()),
          taskQueue: taskQueues(options.taskQueue).workflows,
          // Temporal ends it when the API stops waiting: no one would read a later result.
          workflowExecutionTimeout: timeoutMs,
          args: [input],
        }),
        timeoutMs,
      ),
    checkHealth: async () => {
      const { connection } = await temporal.connected();
      await connection.withDeadline(deadlineIn(CONNECT_TIMEOUT_MS), () =>
        connection.healthService.check({}),
      );
    },
    serverVersion: async (timeoutMs) => {
      const { connection } = await temporal.connected();
      const info = await connection.withDeadline(deadlineIn(timeoutMs), () =>
        connection.workflowService.getSystemInfo({}),
      );
      return info.serverVersion || null;
    },
    describeTaskQueues: async (timeoutMs) => {
      const { connection } = await temporal.connected();
      const queues = taskQueues(options.taskQueue);
      const describe = async (name: string, type: number) => {
        const answer = await connection.withDeadline(deadlineIn(timeoutMs), () =>
          connection.workflowService.describeTaskQueue({
            namespace: options.namespace,
            taskQueue: { name, kind: TASK_QUEUE_KIND_NORMAL },
            taskQueueType: type,
            // The backlog: servers that know `report_stats` answer `stats`, older ones ignore it.
            reportStats: true,
          }),
        );
        return {
          pollers: (answer.pollers ?? []).map((poller) => ({
            identity: poller.identity ?? '',
            lastAccessTime: timestampToIso(poller.lastAccessTime),
          })),
          backlog: answer.stats ? Number(answer.stats.approximateBacklogCount ?? 0) : null,
        };
      };
      return Promise.all(
        (Object.entries(queues) as [TaskQueueRole, string][]).map(async ([role, name]) => {
          try {
            const [workflow, activity] = await Promise.all([
              describe(name, TASK_QUEUE_TYPE_WORKFLOW),
              describe(name, TASK_QUEUE_TYPE_ACTIVITY),
            ]);
            return {
              name,
              role,
              workflowPollers: workflow.pollers,
              activityPollers: activity.pollers,
              workflowBacklog: workflow.backlog,
              activityBacklog: activity.backlog,
              error: null,
            };
          } catch (error) {
            return {
              name,
              role,
              workflowPollers: [],
              activityPollers: [],
              workflowBacklog: null,
              activityBacklog: null,
              error: error instanceof Error ? error.message : String(error),
            };
          }
        }),
      );
    },
    close: () => temporal.current().connection.close(),
  };
}

/*
 * Temporal's enum values (temporal.api.enums.v1) as numbers: the API depends on
 * @temporalio/client only, and the wire takes the numbers.
 */
const TASK_QUEUE_KIND_NORMAL = 1;
const TASK_QUEUE_TYPE_WORKFLOW = 1;
const TASK_QUEUE_TYPE_ACTIVITY = 2;

/** A protobuf Timestamp as ISO 8601 (null when absent). */
function timestampToIso(
  timestamp:
    { seconds?: { toNumber(): number } | number | null; nanos?: number | null } | null | undefined,
): string | null {
  if (!timestamp?.seconds) return null;
  const seconds =
    typeof timestamp.seconds === 'number' ? timestamp.seconds : timestamp.seconds.toNumber();
  return new Date(seconds * 1000 + Math.floor((timestamp.nanos ?? 0) / 1e6)).toISOString();
}

/**
 * A lazy connection to Temporal that is opened afresh after a failed first connect. The SDK's
 * lazy `Connection` keeps its first connect attempt for good, failed or not: an API that started
 * while Temporal was still coming up (or busy) would answer "Failed to connect" until restarted.
 */
function renewingConnection(options: OrchestratorOptions) {
  const open = () => {
    // Lazy: the API starts (and reports itself unhealthy) while Temporal is still coming up.
    // A short connect timeout: when Temporal is down, callers hear so in seconds, not after ten.
    const connection = Connection.lazy({
      address: options.address,
      ...options.access,
      connectTimeout: CONNECT_TIMEOUT_MS,
    });
    return { connection, client: new Client({ connection, namespace: options.namespace }) };
  };
  let link = open();
  return {
    current: () => link,
    async connected() {
      const attempt = link;
      try {
        await attempt.connection.ensureConnected();
        return attempt;
      } catch (error) {
        if (link === attempt) {
          link = open();
          void attempt.connection.close().catch(() => {});
        }
        throw error;
      }
    },
  };
}
