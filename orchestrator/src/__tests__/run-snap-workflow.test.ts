import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WorkflowFailedError } from '@temporalio/client';
import { createExecution } from '@studio/api/domain/executions/execution-records';
import { registerUser } from '@studio/api/domain/users/user-accounts';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { productPhoto } from '@studio/infra/testing/test-images';
import { startTestWorker, type TestWorker } from '@studio/infra/testing/test-worker';
import type { runSnap } from '@studio/workflows/run-snap';

let database: TestDatabase;
let worker: TestWorker;
let filesDir: string;
let store: LocalDiskFileStore;
let snapId: string;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'studio-files-'));
  store = new LocalDiskFileStore(filesDir);
  worker = await startTestWorker({ db: database.db, store, packshotSize: 128 });
  snapId = (await database.db('snaps').where({ name: 'White Packshot' }).first()).id;
  userId = (
    await registerUser(database.db, {
      email: 'owner@example.com',
      password: 'secret-password',
      firstName: 'Olive',
      lastName: 'Owner',
    })
  ).id;
});
afterAll(async () => {
  await worker.stop();
  await database.drop();
  await rm(filesDir, { recursive: true, force: true });
});

async function newExecution() {
  return createExecution(database.db, store, {
    snapId,
    userId,
    isDemo: false,
    image: { bytes: await productPhoto(), extension: 'png', width: 400, height: 300 },
  });
}

function run(executionId: string, inputFileKey: string) {
  return worker.client.workflow.execute<typeof runSnap>('runSnap', {
    workflowId: executionId,
    taskQueue: worker.taskQueue,
    args: [{ executionId, snapName: 'White Packshot', inputFileKey, background: 'white' }],
  });
}

describe('runSnap', () => {
  it('moves the execution from queued to succeeded and writes one content row', async () => {
    const execution = await newExecution();
    expect(execution.status).toBe('queued');
    const result = await run(execution.id, execution.input_file_key);
    const row = await database.db('executions').where({ id: execution.id }).first();
    expect(row).toMatchObject({ status: 'succeeded', error: null });
    expect(row.started_at).not.toBeNull();
    expect(row.finished_at).not.toBeNull();
    const images = await database.db('content_images').where({ content_id: result.contentId });
    expect(images.map((i) => i.file_key)).toEqual(result.fileKeys);
    const content = await database.db('content').where({ id: result.contentId }).first();
    expect(content.user_id).toBe(userId);
  });

  it('fails fast without retrying when the input file is missing, and records why', async () => {
    const execution = await newExecution();
    await store.remove(execution.input_file_key);
    const failure = await run(execution.id, execution.input_file_key).catch((e) => e);
    expect(failure).toBeInstanceOf(WorkflowFailedError);

    const row = await database.db('executions').where({ id: execution.id }).first();
    expect(row.status).toBe('failed');
    expect(row.error).toEqual({
      type: 'FileNotFound',
      message: expect.stringContaining('missing from storage'),
    });
    expect(await database.db('content').where({ execution_id: execution.id })).toHaveLength(0);

    // Non-retryable: every activity ran once; the packshot was not tried again.
    const { events } = await worker.client.workflow.getHandle(execution.id).fetchHistory();
    const scheduled = events!.flatMap(
      (e) => e.activityTaskScheduledEventAttributes?.activityType?.name ?? [],
    );
    const attempts = events!.flatMap((e) => e.activityTaskStartedEventAttributes?.attempt ?? []);
    expect(scheduled).toEqual(['markExecutionRunning', 'makePackshot', 'markExecutionFailed']);
    expect(attempts).toEqual([1, 1, 1]);
  });
});
