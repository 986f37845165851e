import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { getBalance } from '@studio/api/domain/credits/ledger';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { createBulkReplay } from '@studio/api/domain/executions/bulk-replays';
import { prepareBatch, startBatchWorkflow } from '@studio/infra/testing/batch-runs';
import {
  creatorWithCredits,
  failedRun,
  prepareRun,
  startRun,
} from '@studio/infra/testing/graph-runs';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import type { bulkReplay } from '@studio/workflows/bulk-replay';
import { taskQueues } from '@studio/workflows/contract/task-queues';
import {
  bulkReplayWorkflowId,
  housekeepingScheduleIds,
} from '@studio/workflows/contract/workflow-ids';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import { graph, upscaleGraph } from '@studio/workflows/graph/__tests__/graph-builder';

const MAIN = path.resolve(__dirname, '../main.ts');

let database: TestDatabase;
let dataDir: string;
let client: Client;
let connection: Connection;
const taskQueue = `crash-${randomUUID()}`;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-crash-'));
  connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
  client = new Client({ connection });
});
afterAll(async () => {
  workers.forEach((w) => w.kill('SIGKILL'));
  // The worker processes made this queue's housekeeping schedules; nothing polls it any more.
  await Promise.all(
    Object.values(housekeepingScheduleIds(taskQueue)).map((id) =>
      client.schedule
        .getHandle(id)
        .delete()
        .catch(() => undefined),
    ),
  );
  await connection.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The real worker process, as `npm start` runs it. */
function startWorkerProcess(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      TASK_QUEUE: taskQueue,
      WORKFLOW_BUNDLE: process.env.TEST_WORKFLOW_BUNDLE,
      PACKSHOT_SIZE: '256',
      // This test is about durability: the classic remover keeps its node times to a second or
      // so, where the ISNet model takes several, more on a busy machine, and a load at each start.
      AI_BACKGROUND_REMOVAL: 'classic',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  workers.push(child);
  return child;
}

/** Polls the execution row: the worker mirrors each node's state there as it runs. */
async function untilNodeDone(executionId: string, nodeId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const row = await database.db('executions').where({ id: executionId }).first();
    if (row.node_states?.[nodeId]?.status === 'succeeded') return;
    if (Date.now() > deadline)
      throw new Error(`node ${nodeId} did not finish: ${JSON.stringify(row.node_states)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('finishes a run whose worker was killed mid-way, charging the ledger exactly once', async () => {
  const userId = await creatorWithCredits(database.db, 30);
  const chain = graph()
    .node('photo', 'input.image')
    .node('cutout', 'image.remove-background')
    .node('flat', 'image.flat-lay')
    .node('nature', 'image.natural-placement')
    .node('splash', 'image.water-splash')
    .node('up', 'image.upscale')
    .node('out', 'output.content')
    .edge('photo.image', 'cutout.image')
    .edge('cutout.image', 'flat.image')
    .edge('flat.image', 'nature.image')
    .edge('nature.image', 'splash.image')
    .edge('splash.image', 'up.image')
    .edge('up.image', 'out.images')
    .build();
  const store = new LocalDiskFileStore(path.join(dataDir, 'files'));
  const input = await prepareRun(database.db, store, { graph: chain, userId });
  expect(input.cost).toBe(12);

  const first = startWorkerProcess();
  const handle = await startRun(client, taskQueue, input);
  await untilNodeDone(input.executionId, 'cutout');
  first.kill('SIGKILL');

  startWorkerProcess();
  const { contentIds } = await handle.result();

  expect(contentIds).toHaveLength(1);
  expect(await database.db('content').where({ execution_id: input.executionId })).toHaveLength(1);
  const entries = await database
    .db('credit_entries')
    .where({ execution_id: input.executionId })
    .orderBy('id');
  expect(entries.map((e) => [e.kind, e.amount])).toEqual([
    ['reserve', -12],
    ['commit', 0],
  ]);
  expect(await getBalance(database.db, userId)).toBe(18);
}, 120_000);

it('goes on with a bulk replay whose worker was killed mid-job, replaying each run exactly once', async () => {
  const userId = await creatorWithCredits(database.db, 0);
  const quick = upscaleGraph().build();
  const store = new LocalDiskFileStore(path.join(dataDir, 'files'));
  const ids: string[] = [];
  for (let i = 0; i < 8; i++)
    ids.push(await failedRun(database.db, store, { graph: quick, userId }));
  const { jobId } = await createBulkReplay(
    database.db,
    { ids, mode: 'start', version: 'pinned', reason: 'Provider back', includeReplayed: false },
    { id: userId, email: 'operator@example.com' },
  );

  const first = startWorkerProcess();
  const handle = await client.workflow.start<typeof bulkReplay>(WORKFLOW_TYPES.bulkReplay, {
    workflowId: bulkReplayWorkflowId(jobId),
    taskQueue: taskQueues(taskQueue).workflows,
    args: [{ jobId }],
  });
  // The job has recorded one replay.
  await untilRun({ bulk_replay_id: jobId });
  first.kill('SIGKILL');

  startWorkerProcess();
  expect(await handle.result()).toEqual({
    status: 'succeeded',
    total: 8,
    started: 8,
    succeeded: 8,
    failed: 0,
    skipped: 0,
  });
  const replays = await database
    .db('executions')
    .whereIn('replay_of', ids)
    .select('replay_of', 'status', 'bulk_replay_id');
  expect(replays).toHaveLength(8);
  expect(new Set(replays.map((r) => r.replay_of)).size).toBe(8);
  expect(replays.every((r) => r.status === 'succeeded' && r.bulk_replay_id === jobId)).toBe(true);
}, 180_000);

it('goes on with a batch whose worker was killed mid-batch, charging each product once', async () => {
  const userId = await creatorWithCredits(database.db, 40);
  const store = new LocalDiskFileStore(path.join(dataDir, 'files'));
  const { batchId, executionIds, costPerRun } = await prepareBatch(database.db, store, {
    graph: upscaleGraph().build(),
    userId,
    count: 8,
  });

  const first = startWorkerProcess();
  const handle = await startBatchWorkflow(client, taskQueue, batchId);
  // One of the batch's runs has succeeded.
  await untilRun({ batch_id: batchId, status: 'succeeded' });
  first.kill('SIGKILL');
  // Four at a time: runs are still waiting their turn when the worker dies.
  expect(
    await database.db('executions').where({ batch_id: batchId, status: 'queued' }),
  ).not.toHaveLength(0);

  startWorkerProcess();
  expect(await handle.result()).toMatchObject({ status: 'finished', failed: 0 });
  const runs = await database.db('executions').where({ batch_id: batchId }).select('id', 'status');
  expect(runs).toHaveLength(8);
  expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
  for (const id of executionIds) {
    const entries = await database.db('credit_entries').where({ execution_id: id }).orderBy('id');
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['reserve', -costPerRun],
      ['commit', 0],
    ]);
    expect(await database.db('content').where({ execution_id: id })).toHaveLength(1);
  }
  expect(await getBalance(database.db, userId)).toBe(40 - 8 * costPerRun);
  expect(await database.db('batches').where({ id: batchId }).first()).toMatchObject({
    status: 'finished',
  });
}, 180_000);

/** Polls the table until an executions row matches `where`: the worker is then mid-job. */
async function untilRun(where: Record<string, string>): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (await database.db('executions').where(where).first()) return;
    if (Date.now() > deadline) throw new Error(`no run matched ${JSON.stringify(where)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
