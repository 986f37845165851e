import { registerUser } from '../../users/user-accounts';
import { createTestDatabase, type TestDatabase } from '@studio/infra/testing/test-database';
import {
  adjustCredits,
  getBalance,
  grantCredits,
  InsufficientCreditsError,
  reserveCredits,
  settleReservation,
} from '../ledger';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

let n = 0;
async function newUser(): Promise<string> {
  n += 1;
  const user = await registerUser(database.db, {
    email: `ledger-${n}@example.com`,
    password: 'secret-password',
    firstName: 'Led',
    lastName: 'Ger',
  });
  return user.id;
}

/** The ledger's invariant: the balance row always equals the sum of its entries. */
async function expectConsistent(userId: string): Promise<void> {
  const sum = await database
    .db('credit_entries')
    .where({ user_id: userId })
    .sum<{ sum: string }>('amount as sum')
    .first();
  expect(await getBalance(database.db, userId)).toBe(Number(sum?.sum ?? 0));
}

describe('the credit ledger', () => {
  it('grants credits once per idempotency key', async () => {
    const userId = await newUser();
    const first = await grantCredits(database.db, {
      userId,
      amount: 30,
      idempotencyKey: `welcome:${userId}`,
    });
    const again = await grantCredits(database.db, {
      userId,
      amount: 30,
      idempotencyKey: `welcome:${userId}`,
    });
    expect(again.id).toBe(first.id);
    expect(await getBalance(database.db, userId)).toBe(30);
    await expectConsistent(userId);
  });

  it('refuses grants that are not positive whole numbers', async () => {
    const userId = await newUser();
    expect(() => grantCredits(database.db, { userId, amount: 0, idempotencyKey: 'zero' })).toThrow(
      RangeError,
    );
    expect(() =>
      grantCredits(database.db, { userId, amount: 1.5, idempotencyKey: 'half' }),
    ).toThrow(RangeError);
  });

  it('never goes below zero: a short reservation fails with the required and current tokens', async () => {
    const userId = await newUser();
    await grantCredits(database.db, { userId, amount: 5, idempotencyKey: `g:${userId}` });
    const failure = await reserveCredits(database.db, {
      userId,
      executionId: crypto.randomUUID(),
      amount: 8,
    }).catch((e) => e);
    expect(failure).toBeInstanceOf(InsufficientCreditsError);
    expect(failure.details).toEqual({ requiredTokens: 8, currentTokens: 5 });
    expect(await getBalance(database.db, userId)).toBe(5);
    expect(await database.db('credit_reservations').where({ user_id: userId })).toHaveLength(0);
  });

  it('holds a reservation, then commits it once however often commit is retried', async () => {
    const userId = await newUser();
    await grantCredits(database.db, { userId, amount: 20, idempotencyKey: `g:${userId}` });
    const executionId = crypto.randomUUID();
    await reserveCredits(database.db, { userId, executionId, amount: 7 });
    await reserveCredits(database.db, { userId, executionId, amount: 7 }); // a retried activity
    expect(await getBalance(database.db, userId)).toBe(13);

    await settleReservation(database.db, executionId, 'commit');
    await settleReservation(database.db, executionId, 'commit');
    await settleReservation(database.db, executionId, 'release'); // too late: already committed
    expect(await getBalance(database.db, userId)).toBe(13);
    expect(
      await database.db('credit_reservations').where({ execution_id: executionId }).first(),
    ).toMatchObject({ status: 'committed' });
    await expectConsistent(userId);
  });

  it('releases a reservation exactly once, giving back exactly what it held', async () => {
    const userId = await newUser();
    await grantCredits(database.db, { userId, amount: 20, idempotencyKey: `g:${userId}` });
    const executionId = crypto.randomUUID();
    await reserveCredits(database.db, { userId, executionId, amount: 9 });
    await Promise.all([
      settleReservation(database.db, executionId, 'release'),
      settleReservation(database.db, executionId, 'release'),
    ]);
    expect(await getBalance(database.db, userId)).toBe(20);
    const kinds = (
      await database.db('credit_entries').where({ execution_id: executionId }).orderBy('id')
    ).map((e) => e.kind);
    expect(kinds).toEqual(['reserve', 'release']);
    await expectConsistent(userId);
  });

  it('adjusts up and down with a reason and the manager who did it, never below zero', async () => {
    const userId = await newUser();
    const managerId = await newUser();
    await grantCredits(database.db, { userId, amount: 10, idempotencyKey: `g:${userId}` });
    const entry = await adjustCredits(database.db, {
      userId,
      amount: -4,
      reason: 'Refund reversed',
      actorId: managerId,
    });
    expect(entry).toMatchObject({
      kind: 'adjust',
      amount: -4,
      balance_after: 6,
      reason: 'Refund reversed',
      actor_id: managerId,
    });
    await expect(
      adjustCredits(database.db, { userId, amount: -7, reason: 'Too much' }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    await adjustCredits(database.db, { userId, amount: 3, reason: 'Goodwill' });
    expect(await getBalance(database.db, userId)).toBe(9);
    await expectConsistent(userId);
  });

  it('never overdraws under 200 parallel reservations against one account', async () => {
    const userId = await newUser();
    await grantCredits(database.db, { userId, amount: 100, idempotencyKey: `g:${userId}` });
    // 200 reservations of 3 credits against 100: at most 33 can succeed.
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        reserveCredits(database.db, { userId, executionId: crypto.randomUUID(), amount: 3 }),
      ),
    );
    const held = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof InsufficientCreditsError,
    ).length;
    expect(held).toBe(33);
    expect(refused).toBe(167);
    expect(await getBalance(database.db, userId)).toBe(1);
    await expectConsistent(userId);
  });
});
