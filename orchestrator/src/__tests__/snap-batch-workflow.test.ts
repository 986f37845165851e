import { randomUUID } from 'node:crypto';
import { WorkflowFailedError } from '@temporalio/client';
import { getBalance } from '@studio/api/domain/credits/ledger';
import { prepareBatch, startBatchWorkflow } from '@studio/infra/testing/batch-runs';
import { type EngineTestBed, startEngineTestBed } from '@studio/infra/testing/engine-test-bed';
import {
  activityRuns,
  creatorWithCredits,
  prepareRun,
  startRun,
} from '@studio/infra/testing/graph-runs';
import { upscaleGraph } from '@studio/workflows/graph/__tests__/graph-builder';
import { recordHistory } from './recorded-histories';

let bed: EngineTestBed;
let database: EngineTestBed['database'];
let store: EngineTestBed['store'];

beforeAll(async () => {
  bed = await startEngineTestBed('batch');
  ({ database, store } = bed);
});
afterAll(() => bed.close());

const ledger = (executionIds: string[]) =>
  database
    .db('credit_entries')
    .whereIn('execution_id', executionIds)
    .orderBy('id')
    .select('execution_id', 'kind', 'amount');

it('runs each product as a child run that charges itself once, then records the end', async () => {
  const worker = await bed.startWorker();
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
  const starter = await bed.startWorker(`idle-${randomUUID()}`);
  const userId = await creatorWithCredits(database.db, 30);
  const { batchId, executionIds } = await prepareBatch(database.db, store, {
    graph: upscaleGraph().build(),
    userId,
    count: 3,
  });
  const handle = await startBatchWorkflow(starter.client, taskQueue, batchId);
  await handle.cancel();
  await bed.startWorker(taskQueue);

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
  const worker = await bed.startWorker();
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
