import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import { advanceClock, clock, restoreClock, useFixedClock } from '../../../platform/clock';
import { registerUser } from '../../users/user-accounts';
import { getBalance, grantCredits, reserveCredits } from '../ledger';
import { sweepReservations } from '../reservation-sweeper';

let database: TestDatabase;
let userId: string;
let snapId: string;
let fileKey: string;
beforeAll(async () => {
  database = await createTestDatabase();
  userId = (
    await registerUser(database.db, {
      email: 'sweep@example.com',
      password: 'secret-password',
      firstName: 'Sw',
      lastName: 'Eep',
    })
  ).id;
  await grantCredits(database.db, { userId, amount: 100, idempotencyKey: 'sweep-grant' });
  snapId = (await database.db('snaps').first()).id;
  fileKey = `${'a'.repeat(64)}.png`;
  await database.db('files').insert({ key: fileKey, content_type: 'image/png', byte_size: 1 });
});
afterAll(() => database.drop());
beforeEach(() => useFixedClock('2026-11-28T10:00:00.000Z'));
afterEach(restoreClock);

const HOUR = 60 * 60 * 1000;

/** An execution in `status` holding `amount` credits, reserved at the clock's now. */
async function holding(status: string, amount: number): Promise<string> {
  const [{ id }] = await database
    .db('executions')
    .insert({ snap_id: snapId, user_id: userId, status, input_file_key: fileKey, cost: amount })
    .returning('id');
  await reserveCredits(database.db, { userId, executionId: id, amount });
  await database
    .db('credit_reservations')
    .where({ execution_id: id })
    .update({ created_at: clock.now() });
  return id;
}

const reservation = (id: string) =>
  database.db('credit_reservations').where({ execution_id: id }).first();

describe('sweepReservations', () => {
  it('releases what failed, cancelled or vanished executions still hold, and leaves live runs alone', async () => {
    const before = await getBalance(database.db, userId);
    const failed = await holding('failed', 3);
    const cancelled = await holding('cancelled', 4);
    const live = await holding('running', 5);
    const vanished = await holding('running', 6);
    await database.db('executions').where({ id: vanished }).delete();

    const swept = await sweepReservations(database.db, 2 * HOUR);

    expect(swept.sort()).toEqual([failed, cancelled, vanished].sort());
    expect((await reservation(failed)).status).toBe('released');
    expect((await reservation(live)).status).toBe('held');
    expect(await getBalance(database.db, userId)).toBe(before - 5);
  });

  it('stops and releases a run that has held credits longer than any run can last', async () => {
    const stuck = await holding('running', 7);
    advanceClock(2 * HOUR);
    await sweepReservations(database.db, 2 * HOUR);
    expect((await reservation(stuck)).status).toBe('held');

    advanceClock(1);
    await sweepReservations(database.db, 2 * HOUR);
    expect((await reservation(stuck)).status).toBe('released');
    expect(await database.db('executions').where({ id: stuck }).first()).toMatchObject({
      status: 'failed',
      error: { type: 'TimedOut' },
    });
  });

  it('charges a succeeded run whose commit went missing instead of refunding it', async () => {
    const done = await holding('succeeded', 2);
    await sweepReservations(database.db, 2 * HOUR);
    expect((await reservation(done)).status).toBe('committed');
  });

  it('changes nothing the second time', async () => {
    const failed = await holding('failed', 1);
    await sweepReservations(database.db, 2 * HOUR);
    const balance = await getBalance(database.db, userId);
    expect(await sweepReservations(database.db, 2 * HOUR)).toEqual([]);
    expect(await getBalance(database.db, userId)).toBe(balance);
    expect((await reservation(failed)).status).toBe('released');
  });
});
