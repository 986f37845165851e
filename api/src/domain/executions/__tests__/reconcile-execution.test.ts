import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { creatorWithCredits } from '@studio/infra/testing/graph-runs';
import { advanceClock, clock, restoreClock, useFixedClock } from '../../../platform/clock';
import { getBalance, reserveCredits } from '../../credits/ledger';
import { reconcileExecution, runsToReconcile, type TemporalRunView } from '../reconcile-execution';

/**
 * The reconciler's rules, each on a run the database and Temporal disagree about (Temporal's side
 * given as DescribeWorkflowExecution would answer it; __tests__/reconciler.test.ts in the
 * orchestrator makes the disagreements with a real Temporal).
 */
let database: TestDatabase;
let userId: string;
let snapId: string;
let fileKey: string;
beforeAll(async () => {
  database = await createTestDatabase();
  userId = await creatorWithCredits(database.db, 100);
  snapId = (await database.db('snaps').first()).id;
  fileKey = `${'b'.repeat(64)}.png`;
  await database.db('files').insert({ key: fileKey, content_type: 'image/png', byte_size: 1 });
});
afterAll(() => database.drop());
// Five minutes after the runs' workflows started in Temporal (closed(), below).
beforeEach(() => useFixedClock('2026-11-28T10:05:00.000Z'));
afterEach(restoreClock);

const MINUTE = 60_000;

/**
 * A run in `status`, made `ageMs` before the clock's now, holding `amount` credits, with these
 * node states.
 */
async function run(
  status: string,
  options: { amount?: number; ageMs?: number; nodes?: Record<string, object> } = {},
): Promise<string> {
  const { amount = 3, ageMs = 5 * MINUTE, nodes = {} } = options;
  const at = new Date(clock.nowMs() - ageMs);
  const ended = ['succeeded', 'failed', 'cancelled'].includes(status);
  const [{ id }] = await database
    .db('executions')
    .insert({
      snap_id: snapId,
      user_id: userId,
      status,
      input_file_key: fileKey,
      cost: amount,
      node_states: JSON.stringify(nodes),
      created_at: at,
      started_at: at,
      finished_at: ended ? new Date(at.getTime() + 1000) : null,
    })
    .returning('id');
  await reserveCredits(database.db, { userId, executionId: id, amount });
  return id;
}

const row = (id: string) => database.db('executions').where({ id }).first();
const reservation = (id: string) =>
  database.db('credit_reservations').where({ execution_id: id }).first();
const audits = (id: string) =>
  database.db('audit_events').where({ target_id: id }).orderBy('created_at').select();

const closed = (status: 'CANCELLED' | 'TERMINATED' | 'COMPLETED'): TemporalRunView => ({
  state: 'closed',
  status,
  startedAt: new Date('2026-11-28T10:00:00.000Z'),
  closedAt: new Date('2026-11-28T10:00:00.226Z'),
});

describe('reconcileExecution', () => {
  it('ends a run Temporal cancelled as cancelled: credits back, its running step Cancelled, Temporal’s times, audited once', async () => {
    const id = await run('running', {
      nodes: { cutout: { status: 'succeeded' }, scene: { status: 'running', startedAt: 'x' } },
    });
    const before = await getBalance(database.db, userId);

    const outcome = await reconcileExecution(database.db, id, closed('CANCELLED'));

    expect(outcome.repairs.map((r) => r.kind)).toEqual(['run-ended', 'reservation-settled']);
    expect(outcome.timesAligned).toBe(true);
    const after = await row(id);
    expect(after).toMatchObject({ status: 'cancelled', error: { type: 'Cancelled' } });
    expect(after.node_states.scene).toMatchObject({ status: 'cancelled', startedAt: 'x' });
    expect(after.node_states.cutout.status).toBe('succeeded');
    // The run page's duration is now Temporal's: 226 ms from start to close.
    expect(after.finished_at.getTime() - after.started_at.getTime()).toBe(226);
    expect(after.reconciled_at).not.toBeNull();
    expect((await reservation(id)).status).toBe('released');
    expect(await getBalance(database.db, userId)).toBe(before + 3);
    // One entry per repair, written in one transaction (so at one time).
    const entries = await audits(id);
    expect(entries.map((e) => [e.action, e.actor_id, e.actor_email])).toEqual([
      ['execution.reconcile', null, 'reconciler'],
      ['execution.reconcile', null, 'reconciler'],
    ]);
    const ended = entries.find((e) => e.details.repair === 'run-ended');
    expect(ended.reason).toMatch(/Temporal says CANCELLED while the run was running/);

    // A second pass finds nothing left to repair, and gives nothing back twice.
    expect(await reconcileExecution(database.db, id, closed('CANCELLED'))).toEqual({
      repairs: [],
      timesAligned: false,
    });
    expect(await getBalance(database.db, userId)).toBe(before + 3);
  });

  it('fails a run whose workflow Temporal terminated or lost, once past the start’s grace', async () => {
    const terminated = await run('running');
    await reconcileExecution(database.db, terminated, closed('TERMINATED'));
    expect(await row(terminated)).toMatchObject({
      status: 'failed',
      error: { type: 'WorkflowEnded' },
    });

    const starting = await run('queued', { ageMs: 1000 });
    expect((await reconcileExecution(database.db, starting, { state: 'missing' })).repairs).toEqual(
      [],
    );
    expect((await row(starting)).status).toBe('queued');

    const lost = await run('queued');
    const outcome = await reconcileExecution(database.db, lost, { state: 'missing' });
    expect(outcome.repairs.map((r) => r.kind)).toEqual(['run-ended', 'reservation-settled']);
    expect(await row(lost)).toMatchObject({ status: 'failed', error: { type: 'WorkflowEnded' } });
    expect((await reservation(lost)).status).toBe('released');
  });

  it('ends a succeeded run’s steps left Running as succeeded and charges its held credits', async () => {
    const id = await run('succeeded', { nodes: { scene: { status: 'running' } } });
    const before = await getBalance(database.db, userId);

    const outcome = await reconcileExecution(database.db, id, closed('COMPLETED'));

    expect(outcome.repairs.map((r) => r.kind)).toEqual(['steps-stopped', 'reservation-settled']);
    expect(outcome.repairs[0]!.detail).toMatch(/ended Succeeded/);
    expect((await row(id)).node_states.scene.status).toBe('succeeded');
    expect((await reservation(id)).status).toBe('committed');
    expect(await getBalance(database.db, userId)).toBe(before);
  });

  it('ends a failed run’s steps left Running as cancelled', async () => {
    const id = await run('failed', { nodes: { scene: { status: 'running' } } });

    const outcome = await reconcileExecution(database.db, id, closed('TERMINATED'));

    expect(outcome.repairs[0]).toMatchObject({ kind: 'steps-stopped' });
    expect((await row(id)).node_states.scene.status).toBe('cancelled');
  });

  it('leaves a run alone while Temporal says it runs', async () => {
    const id = await run('running', { nodes: { scene: { status: 'running' } } });
    const outcome = await reconcileExecution(database.db, id, {
      state: 'running',
      startedAt: clock.now(),
    });
    expect(outcome).toEqual({ repairs: [], timesAligned: false });
    expect((await row(id)).status).toBe('running');
    expect((await reservation(id)).status).toBe('held');
  });
});

describe('runsToReconcile', () => {
  it('picks unfinished runs past their grace and ended runs not yet reconciled', async () => {
    const unfinished = await run('running');
    const justQueued = await run('queued', { ageMs: 1000 });
    const ended = await run('failed');
    const checked = await run('failed');
    await database.db('executions').where({ id: checked }).update({ reconciled_at: clock.now() });

    const ids = await runsToReconcile(database.db);

    expect(ids).toEqual(expect.arrayContaining([unfinished, ended]));
    expect(ids).not.toContain(justQueued);
    expect(ids).not.toContain(checked);

    // A minute on, the queued run's workflow should long have started: it is checked too.
    advanceClock(MINUTE);
    expect(await runsToReconcile(database.db)).toContain(justQueued);
  });
});
