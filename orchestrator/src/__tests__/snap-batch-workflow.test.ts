import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WorkflowFailedError } from '@temporalio/client';
import { getBalance } from '@studio/api/domain/credits/ledger';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { prepareBatch, startBatchWorkflow } from '@studio/infra/testing/batch-runs';
import {
  activityRuns,
  creatorWithCredits,
  prepareRun,
  startRun,
} from '@studio/infra/testing/graph-runs';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { startTestWorker, type TestWorker } from '@studio/infra/testing/test-worker';
import { upscaleGraph } from '@studio/workflows/graph/__tests__/graph-builder';
import { recordHistory } from './recorded-histories';

let database: TestDatabase;
let filesDir: string;
let store: LocalDiskFileStore;
const workers: TestWorker[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'studio-batch-'));
  store = new LocalDiskFileStore(filesDir);
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await database.drop();
  await rm(filesDir, { recursive: true, force: true });
});

async function startWorker(taskQueue?: string) {
  const worker = await startTestWorker({ db: database.db, store, imageSize: 128, taskQueue });
  workers.push(worker);
  return worker;
}

const ledger = (executionIds: string[]) =>
  database
    .db('credit_entries')
    .whereIn('execution_id', executionIds)
    .orderBy('id')
    .select('execution_id', 'kind', 'amount');

it('runs each product as a child run that charges itself once, then records the end', async () => {
  const worker = await startWorker();
  const userId = await creatorWithCredits(database.db, 30);
  const { batchId, executionIds, costPerRun } = await prepareBatch(database.db, store, {
    graph: upscaleGraph().build(),
    userId,
    count: 3,
  });
  const handle = await startBatchWorkflow(worker.client, worker.taskQueue, batchId);

  expect(await handle.result()).toEqual({ status: 'finished', started: 3, failed: 0, skipped: 0 });
  await recordHistory(handle, 'snap-batch-finished');
  const runs = await database
    .db('executions')
    .whereIn('id', executionIds)
    .orderBy('batch_position');
  expect(runs.map((r) => [r.id, r.status])).toEqual(executionIds.map((id) => [id, 'succeeded']));
  for (const id of executionIds) {
    expect((await ledger([id])).map((e) => [e.kind, e.amount])).toEqual([
      ['reserve', -costPerRun],
      ['commit', 0],
    ]);
  }
  expect(await getBalance(database.db, userId)).toBe(30 - 3 * costPerRun);
  expect(await database.db('batches').where({ id: batchId }).first()).toMatchObject({
    status: 'finished',
    finished_at: expect.any(Date),
  });
}, 90_000);

it('cancelled before any run started: every run is cancelled and nothing is charged', async () => {
  // The cancellation is in the history before any worker has seen the batch.
  const taskQueue = `batch-${randomUUID()}`;
  const starter = await startWorker(`idle-${randomUUID()}`);
  const userId = await creatorWithCredits(database.db, 30);
  const { batchId, executionIds } = await prepareBatch(database.db, store, {
    graph: upscaleGraph().build(),
    userId,
    count: 3,
  });
  const handle = await startBatchWorkflow(starter.client, taskQueue, batchId);
  await handle.cancel();
  await startWorker(taskQueue);

  await expect(handle.result()).rejects.toBeInstanceOf(WorkflowFailedError);
  await recordHistory(handle, 'snap-batch-cancelled');
  const runs = await database.db('executions').whereIn('id', executionIds);
  expect(runs.map((r) => [r.status, r.error?.message])).toEqual(
    executionIds.map(() => ['cancelled', 'The batch was cancelled.']),
  );
  expect(await ledger(executionIds)).toEqual([]);
  expect(await getBalance(database.db, userId)).toBe(30);
  expect(await database.db('batches').where({ id: batchId }).first()).toMatchObject({
    status: 'cancelled',
  });
}, 60_000);

it('does not run or charge a run that ended before its workflow began', async () => {
  // A cancelled batch's queued run, cancelled just as its child workflow was starting.
  const worker = await startWorker();
  const userId = await creatorWithCredits(database.db, 10);
  const input = await prepareRun(database.db, store, { graph: upscaleGraph().build(), userId });
  await database
    .db('executions')
    .where({ id: input.executionId })
    .update({
      status: 'cancelled',
      error: { type: 'Cancelled', message: 'The batch was cancelled.' },
      finished_at: database.db.fn.now(),
    });

  const handle = await startRun(worker.client, worker.taskQueue, input);
  expect(await handle.result()).toEqual({ contentIds: [] });
  expect((await activityRuns(handle)).filter((r) => r.type === 'runNode')).toEqual([]);
  expect(await database.db('executions').where({ id: input.executionId }).first()).toMatchObject({
    status: 'cancelled',
    started_at: null,
  });
  expect(await ledger([input.executionId])).toEqual([]);
  expect(await getBalance(database.db, userId)).toBe(10);
}, 60_000);
