import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Client, type WorkflowHandle } from '@temporalio/client';
import { getBalance, reserveCredits } from '@studio/api/domain/credits/ledger';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { solidPng } from '@studio/infra/testing/content-fixtures';
import { creatorWithCredits, prepareRun } from '@studio/infra/testing/graph-runs';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { startTestWorker, type TestWorker } from '@studio/infra/testing/test-worker';
import {
  executionWorkflowId,
  housekeepingScheduleIds,
} from '@studio/workflows/contract/workflow-ids';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import { packshotGraph } from '@studio/workflows/graph/__tests__/graph-builder';
import { recordError } from '@studio/api/domain/error-logs/error-records';
import { ensureHousekeepingSchedules } from '../housekeeping-schedules';
import { recordHistory } from './recorded-histories';

let database: TestDatabase;
let filesDir: string;
let store: LocalDiskFileStore;
let workers: TestWorker[] = [];
let client: Client;
/** One deployment: its own base queue, so its schedule ids are its own too. */
const taskQueue = `test-${randomUUID()}`;
const ids = housekeepingScheduleIds(taskQueue);

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'studio-housekeeping-'));
  store = new LocalDiskFileStore(filesDir);
  // Two worker processes of one deployment start at the same moment, as a scaled-out one does.
  workers = await Promise.all(
    [1, 2].map(() =>
      startTestWorker({ db: database.db, store, imageSize: 64, taskQueue, housekeeping: true }),
    ),
  );
  client = workers[0]!.client;
});
afterAll(async () => {
  // Schedules outlive workers: remove this deployment's, so nothing fires on a dead queue.
  await Promise.all(
    Object.values(ids).map((id) =>
      client?.schedule
        .getHandle(id)
        .delete()
        .catch(() => undefined),
    ),
  );
  await Promise.all(workers.map((w) => w.stop()));
  await database?.drop();
  await rm(filesDir, { recursive: true, force: true });
});

/** Polls `probe` until it answers something: for state Temporal only shows when asked. */
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The schedule ids of this deployment that Temporal lists. */
async function listedSchedules(): Promise<string[]> {
  const listed: string[] = [];
  for await (const schedule of client.schedule.list()) {
    if (schedule.scheduleId.startsWith(`${taskQueue}.`)) listed.push(schedule.scheduleId);
  }
  return listed.sort();
}

/** Triggers a schedule now and answers the workflow run it started. */
async function trigger(scheduleId: string): Promise<WorkflowHandle> {
  const schedule = client.schedule.getHandle(scheduleId);
  const taken = (await schedule.describe()).info.numActionsTaken;
  await schedule.trigger();
  const started = await eventually(async () => {
    const { info } = await schedule.describe();
    return info.numActionsTaken > taken ? info.recentActions.at(-1) : undefined;
  });
  const { workflowId, firstExecutionRunId } = started.action.workflow;
  return client.workflow.getHandle(workflowId, firstExecutionRunId);
}

describe('the housekeeping schedules', () => {
  it('exist once per sweep after two workers of one deployment start', async () => {
    // Exactly one start-up created each schedule; the other found it and left it.
    for (const id of Object.values(ids)) {
      expect(workers.map((w) => w.schedules?.[id]).sort()).toEqual(['created', 'unchanged']);
    }
    // Listing goes through Temporal's visibility store, which may lag a moment behind.
    const listed = await eventually(async () => {
      const found = await listedSchedules();
      return found.length >= Object.values(ids).length ? found : undefined;
    });
    expect(listed).toEqual(Object.values(ids).sort());

    const reservations = await client.schedule.getHandle(ids.reservationSweep).describe();
    expect(reservations.spec.intervals?.map((i) => i.every)).toEqual([10 * 60 * 1000]);
    expect(reservations.policies.overlap).toBe('SKIP');
    expect(reservations.action).toMatchObject({ workflowType: 'reservationSweep', taskQueue });
    const files = await client.schedule.getHandle(ids.fileSweep).describe();
    expect(files.spec.intervals?.map((i) => i.every)).toEqual([60 * 60 * 1000]);
    expect(files.policies.overlap).toBe('SKIP');
    expect(files.action).toMatchObject({ workflowType: 'fileSweep', taskQueue });
  });

  it('release a stale reservation when the reservation sweep runs', async () => {
    const userId = await creatorWithCredits(database.db, 10);
    const run = await prepareRun(database.db, store, { graph: packshotGraph().build(), userId });
    // A run that failed without giving its credits back (its clean-up never ran).
    await reserveCredits(database.db, { userId, executionId: run.executionId, amount: run.cost });
    await database.db('executions').where({ id: run.executionId }).update({ status: 'failed' });
    expect(await getBalance(database.db, userId)).toBe(10 - run.cost);

    const sweep = await trigger(ids.reservationSweep);
    expect(await sweep.result()).toEqual({ settled: 1 });
    await recordHistory(sweep, 'reservation-sweep-released');

    const reservation = await database
      .db('credit_reservations')
      .where({ execution_id: run.executionId })
      .first();
    expect(reservation.status).toBe('released');
    expect(await getBalance(database.db, userId)).toBe(10);
  });

  it('delete orphaned bytes when the file sweep runs', async () => {
    // Bytes with no record, written two hours ago (a transaction that never committed).
    const key = `${randomUUID().replaceAll('-', '').padEnd(64, '0')}.png`;
    await store.write(key, await solidPng('#123456', 8));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(filesDir, key.slice(0, 2), key), twoHoursAgo, twoHoursAgo);

    const sweep = await trigger(ids.fileSweep);
    expect(await sweep.result()).toMatchObject({ deleted: 1 });
    await recordHistory(sweep, 'file-sweep-deleted-orphan');
    expect(await store.exists(key)).toBe(false);
  });

  it('delete Error Logs entries past their retention when the prune runs', async () => {
    const occurrence = (message: string) => ({
      source: 'api' as const,
      code: 'internal_error',
      message,
      route: 'GET /api/housekeeping-test',
    });
    // One kind of error seen 40 days ago only; another seen then and again today.
    await recordError(database.db, occurrence('Gone long ago'));
    await recordError(database.db, occurrence('Back again'));
    await recordError(database.db, occurrence('Back again'));
    const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await database.db('error_groups').where({ message: 'Gone long ago' }).update({
      first_seen: fortyDaysAgo,
      last_seen: fortyDaysAgo,
    });
    await database.db('error_logs').where({ message: 'Gone long ago' }).update({
      created_at: fortyDaysAgo,
    });
    const oldAgain = await database.db('error_logs').where({ message: 'Back again' }).first();
    await database.db('error_logs').where({ id: oldAgain.id }).update({ created_at: fortyDaysAgo });

    const prune = await trigger(ids.errorLogPrune);
    // The default retention: 30 days.
    expect(await prune.result()).toEqual({ occurrences: 2, groups: 1 });
    await recordHistory(prune, 'error-log-prune-deleted-old');
    expect(await database.db('error_logs').pluck('message')).toEqual(['Back again']);
    expect(await database.db('error_groups').pluck('message')).toEqual(['Back again']);
    // Its count still says how often it happened since first seen.
    expect((await database.db('error_groups').first()).count).toBe(2);
  });

  it('end the runs whose workflow Temporal ended or lost when the reconciler runs', async () => {
    const userId = await creatorWithCredits(database.db, 10);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    /** A run the row shows running with its credits held, made an hour ago. */
    const runningRun = async () => {
      const run = await prepareRun(database.db, store, { graph: packshotGraph().build(), userId });
      await reserveCredits(database.db, { userId, executionId: run.executionId, amount: run.cost });
      await database
        .db('executions')
        .where({ id: run.executionId })
        .update({ status: 'running', created_at: hourAgo, started_at: hourAgo });
      return run;
    };
    // Its workflow was terminated in Temporal (no worker polled its queue), so its clean-up
    // never ran; the other's workflow never started at all (the API stopped in between).
    const terminated = await runningRun();
    const workflow = await client.workflow.start(WORKFLOW_TYPES.runGraph, {
      workflowId: executionWorkflowId(terminated.executionId),
      taskQueue: `${taskQueue}-nobody-polls`,
      args: [terminated],
    });
    await workflow.terminate('stopped by an operator in Temporal');
    const lost = await runningRun();
    expect(await getBalance(database.db, userId)).toBe(10 - 2 * terminated.cost);

    const pass = await trigger(ids.reconciler);
    expect(await pass.result()).toMatchObject({ repaired: 4 });
    await recordHistory(pass, 'reconciler-repaired');

    const rows = await database
      .db('executions')
      .whereIn('id', [terminated.executionId, lost.executionId])
      .select('id', 'status', 'error', 'started_at', 'finished_at');
    expect(rows.map((r) => [r.status, r.error.type]).sort()).toEqual([
      ['failed', 'WorkflowEnded'],
      ['failed', 'WorkflowEnded'],
    ]);
    // The terminated run's times are its workflow's, as Temporal's Web UI shows them.
    const described = await workflow.describe();
    const ended = rows.find((r) => r.id === terminated.executionId)!;
    expect([ended.started_at, ended.finished_at]).toEqual([
      described.startTime,
      described.closeTime,
    ]);
    expect(await getBalance(database.db, userId)).toBe(10);
    const audited = await database
      .db('audit_events')
      .whereIn('target_id', [terminated.executionId, lost.executionId])
      .pluck('action');
    expect(audited).toEqual(Array(4).fill('execution.reconcile'));
  });

  it('are put back as the code says when changed, keeping an operator’s pause', async () => {
    const schedule = client.schedule.getHandle(ids.reservationSweep);
    await schedule.pause('paused by an operator');
    await schedule.update((current) => ({
      ...current,
      spec: { intervals: [{ every: 5 * 60 * 1000 }] },
    }));

    // What a third worker's start-up does.
    expect(await ensureHousekeepingSchedules(client, taskQueue)).toEqual({
      [ids.fileSweep]: 'unchanged',
      [ids.reservationSweep]: 'updated',
      [ids.errorLogPrune]: 'unchanged',
      [ids.reconciler]: 'unchanged',
    });
    const described = await schedule.describe();
    expect(described.spec.intervals?.map((i) => i.every)).toEqual([10 * 60 * 1000]);
    expect(described.state).toMatchObject({ paused: true, note: 'paused by an operator' });
    expect(await listedSchedules()).toEqual(Object.values(ids).sort());
  });
});
