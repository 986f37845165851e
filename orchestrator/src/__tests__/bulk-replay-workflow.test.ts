import { randomUUID } from 'node:crypto';
import { createBulkReplay } from '@studio/api/domain/executions/bulk-replays';
import { type EngineTestBed, startEngineTestBed } from '@studio/infra/testing/engine-test-bed';
import { creatorWithCredits, failedRun } from '@studio/infra/testing/graph-runs';
import { cancelBulkReplaySignal } from '@studio/workflows/contract/messages';
import { taskQueues } from '@studio/workflows/contract/task-queues';
import { bulkReplayWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import { upscaleGraph } from '@studio/workflows/graph/__tests__/graph-builder';
import type { bulkReplay } from '@studio/workflows/bulk-replay';
import { recordHistory } from './recorded-histories';

let bed: EngineTestBed;
let database: EngineTestBed['database'];
let store: EngineTestBed['store'];

beforeAll(async () => {
  bed = await startEngineTestBed('bulk');
  ({ database, store } = bed);
});
afterAll(() => bed.close());

/** A bulk job over `count` failed runs, recorded as the API records it. */
async function job(count: number) {
  const userId = await creatorWithCredits(database.db, 0);
  const operator = { id: userId, email: `operator-${randomUUID().slice(0, 8)}@example.com` };
  const ids = [];
  for (let i = 0; i < count; i++) {
    ids.push(await failedRun(database.db, store, { graph: upscaleGraph().build(), userId }));
  }
  const { jobId } = await createBulkReplay(
    database.db,
    { ids, mode: 'start', version: 'pinned', reason: 'Provider back', includeReplayed: false },
    operator,
  );
  return { jobId, ids };
}

it('replays each run of the job once, as a child run, and stores its counts', async () => {
  const worker = await bed.startWorker();
  const { jobId, ids } = await job(2);
  const handle = await worker.client.workflow.start<typeof bulkReplay>(WORKFLOW_TYPES.bulkReplay, {
    workflowId: bulkReplayWorkflowId(jobId),
    taskQueue: taskQueues(worker.taskQueue).workflows,
    args: [{ jobId }],
  });
  expect(await handle.result()).toEqual({
    status: 'succeeded',
    total: 2,
    started: 2,
    succeeded: 2,
    failed: 0,
    skipped: 0,
  });
  await recordHistory(handle, 'bulk-replay-two-runs');
  for (const id of ids) {
    const replays = await database.db('executions').where({ replay_of: id });
    expect(replays).toEqual([
      expect.objectContaining({ status: 'succeeded', bulk_replay_id: jobId }),
    ]);
  }
  expect(await database.db('bulk_replays').where({ id: jobId }).first()).toMatchObject({
    status: 'succeeded',
    started: 2,
    succeeded: 2,
    finished_at: expect.any(Date),
  });
}, 90_000);

it('starts no more replays once cancelled', async () => {
  // The cancel signal is in the history before any worker has seen the job.
  const taskQueue = `bulk-${randomUUID()}`;
  const { jobId, ids } = await job(3);
  const starter = await bed.startWorker(`idle-${randomUUID()}`);
  const handle = await starter.client.workflow.start<typeof bulkReplay>(WORKFLOW_TYPES.bulkReplay, {
    workflowId: bulkReplayWorkflowId(jobId),
    taskQueue: taskQueues(taskQueue).workflows,
    args: [{ jobId }],
  });
  await handle.signal(cancelBulkReplaySignal);
  await bed.startWorker(taskQueue);
  expect(await handle.result()).toMatchObject({ status: 'cancelled', total: 3, started: 0 });
  expect(await database.db('executions').whereIn('replay_of', ids)).toEqual([]);
  expect(await database.db('bulk_replays').where({ id: jobId }).first()).toMatchObject({
    status: 'cancelled',
  });
}, 60_000);
