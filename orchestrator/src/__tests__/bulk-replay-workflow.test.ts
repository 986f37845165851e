import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBulkReplay } from '@studio/api/domain/executions/bulk-replays';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { creatorWithCredits, failedRun } from '@studio/infra/testing/graph-runs';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { startTestWorker, type TestWorker } from '@studio/infra/testing/test-worker';
import { cancelBulkReplaySignal } from '@studio/workflows/contract/messages';
import { taskQueues } from '@studio/workflows/contract/task-queues';
import { bulkReplayWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import { upscaleGraph } from '@studio/workflows/graph/__tests__/graph-builder';
import type { bulkReplay } from '@studio/workflows/bulk-replay';
import { recordHistory } from './recorded-histories';

let database: TestDatabase;
let filesDir: string;
let store: LocalDiskFileStore;
const workers: TestWorker[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'studio-bulk-'));
  store = new LocalDiskFileStore(filesDir);
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await database.drop();
  await rm(filesDir, { recursive: true, force: true });
});

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

async function startWorker(taskQueue?: string) {
  const worker = await startTestWorker({ db: database.db, store, imageSize: 128, taskQueue });
  workers.push(worker);
  return worker;
}

it('replays each run of the job once, as a child run, and stores its counts', async () => {
  const worker = await startWorker();
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
  const starter = await startWorker(`idle-${randomUUID()}`);
  const handle = await starter.client.workflow.start<typeof bulkReplay>(WORKFLOW_TYPES.bulkReplay, {
    workflowId: bulkReplayWorkflowId(jobId),
    taskQueue: taskQueues(taskQueue).workflows,
    args: [{ jobId }],
  });
  await handle.signal(cancelBulkReplaySignal);
  await startWorker(taskQueue);
  expect(await handle.result()).toMatchObject({ status: 'cancelled', total: 3, started: 0 });
  expect(await database.db('executions').whereIn('replay_of', ids)).toEqual([]);
  expect(await database.db('bulk_replays').where({ id: jobId }).first()).toMatchObject({
    status: 'cancelled',
  });
}, 60_000);
