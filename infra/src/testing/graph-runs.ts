import { randomUUID } from 'node:crypto';
import { type Client, type WorkflowHandle } from '@temporalio/client';
import { grantCredits } from '@studio/api/domain/credits/ledger';
import { type Database } from '@studio/api/domain/database';
import { createExecution } from '@studio/api/domain/executions/execution-records';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { addSnap } from '@studio/api/domain/snaps/snap-writes';
import { registerUser } from '@studio/api/domain/users/user-accounts';
import { createWorkflow, publishVersion } from '@studio/api/domain/workflows/workflow-definitions';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { taskQueues } from '@studio/workflows/contract/task-queues';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import type { RunGraphInput, runGraph } from '@studio/workflows/run-graph';
import { productPhoto } from './test-images';

/** A creator with `credits` to spend. */
export async function creatorWithCredits(db: Database, credits: number): Promise<string> {
  const user = await registerUser(db, {
    email: `runner-${randomUUID().slice(0, 8)}@example.com`,
    password: 'secret-password',
    firstName: 'Run',
    lastName: 'Ner',
  });
  if (credits > 0)
    await grantCredits(db, { userId: user.id, amount: credits, idempotencyKey: `test:${user.id}` });
  return user.id;
}

/** Publishes `graph` as a workflow and offers its version as a snap creators can run. */
export async function publishTestSnap(db: Database, graph: WorkflowGraph) {
  const name = `Test workflow ${randomUUID().slice(0, 8)}`;
  const workflow = await createWorkflow(db, { name, graph });
  const version = await publishVersion(db, workflow.id);
  const snap = await addSnap(db, {
    name,
    tags: ['test'],
    workflowId: workflow.id,
    workflowVersionId: version.id,
  });
  return { name, snap, version };
}

/**
 * Publishes `graph` as a workflow with a snap (publishTestSnap), records an execution of it for `userId` with
 * `photo` (a product photo by default) and answers the workflow input the API would send.
 */
export async function prepareRun(
  db: Database,
  store: FileStore,
  options: { graph: WorkflowGraph; userId: string; photo?: Buffer },
): Promise<RunGraphInput> {
  const { name, snap, version } = await publishTestSnap(db, options.graph);
  const execution = await createExecution(db, store, {
    snapId: snap.id,
    userId: options.userId,
    workflowVersionId: version.id,
    cost: version.cost,
    isDemo: false,
    imageInput: 'image',
    image: {
      bytes: options.photo ?? (await productPhoto()),
      extension: 'png',
      width: 400,
      height: 300,
    },
  });
  return {
    executionId: execution.id,
    userId: options.userId,
    snapName: name,
    graph: version.graph,
    inputs: execution.inputs,
    cost: version.cost,
  };
}

export function startRun(
  client: Client,
  taskQueue: string,
  input: RunGraphInput,
): Promise<WorkflowHandle<typeof runGraph>> {
  return client.workflow.start<typeof runGraph>(WORKFLOW_TYPES.runGraph, {
    workflowId: input.executionId,
    taskQueue: taskQueues(taskQueue).workflows,
    args: [input],
  });
}

export interface ActivityRun {
  type: string;
  nodeId?: string;
  scheduledAt: number;
  attempts: number;
  completedAt?: number;
}

/** The activities of a finished workflow, in history order, with their node ids and attempts. */
export async function activityRuns(handle: WorkflowHandle): Promise<ActivityRun[]> {
  const { events } = await handle.fetchHistory();
  const runs = new Map<string, ActivityRun>();
  events!.forEach((event, index) => {
    const scheduled = event.activityTaskScheduledEventAttributes;
    if (scheduled) {
      const payload = scheduled.input?.payloads?.[0]?.data;
      const arg = payload ? JSON.parse(Buffer.from(payload).toString()) : undefined;
      runs.set(String(event.eventId), {
        type: scheduled.activityType!.name!,
        nodeId: typeof arg === 'object' && arg ? arg.nodeId : undefined,
        scheduledAt: index,
        attempts: 0,
      });
    }
    const started = event.activityTaskStartedEventAttributes;
    if (started) runs.get(String(started.scheduledEventId))!.attempts = started.attempt ?? 1;
    const done =
      event.activityTaskCompletedEventAttributes ?? event.activityTaskFailedEventAttributes;
    if (done) runs.get(String(done.scheduledEventId))!.completedAt = index;
  });
  return [...runs.values()];
}

/** A pure magenta image: the local moderator's documented test marker for sensitive content. */
export async function flaggedPhoto(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff00ff' } })
    .png()
    .toBuffer();
}

/**
 * A run of `graph` for `userId` that failed (recorded so, without running): what an operator's
 * replay starts from. Answers its execution id.
 */
export async function failedRun(
  db: Database,
  store: FileStore,
  options: { graph: WorkflowGraph; userId: string },
): Promise<string> {
  const input = await prepareRun(db, store, options);
  await db('executions')
    .where({ id: input.executionId })
    .update({
      status: 'failed',
      error: { type: FailureType.ProviderError, message: 'The model was down.' },
      finished_at: db.fn.now(),
    });
  return input.executionId;
}
