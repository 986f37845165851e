import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { getBalance } from '../domain/credits/ledger';
import { promoteToManager } from '../domain/users/user-admin';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerAndSignIn(t.app, { firstName: 'Mona', lastName: 'Manager' });
  await promoteToManager(t.database.db, manager.email);
});
afterAll(() => t.close());

const grant = (agent: SignedIn['agent'], userId: string, body: object) =>
  agent.post(`/api/manager/users/${userId}/credits`).set(CSRF).send(body);

describe('POST /api/manager/users/:id/credits', () => {
  it('grants with a reason: it appears in the user’s history and balance, with the manager’s id', async () => {
    const creator = await registerAndSignIn(t.app);
    const { body } = await grant(manager.agent, creator.user.id, {
      amount: 50,
      reason: 'Sorry for the outage',
    }).expect(201);
    expect(body).toEqual({
      credits: 70,
      transaction: {
        id: expect.any(String),
        kind: 'adjust',
        amount: 50,
        balanceAfter: 70,
        reason: 'Sorry for the outage',
        execution: null,
        createdAt: expect.any(String),
      },
    });
    expect((await creator.agent.get('/api/user/credits')).body).toEqual({ credits: 70 });
    const history = (await creator.agent.get('/api/credit-transactions').expect(200)).body;
    expect(history.items[0]).toMatchObject({
      type: 'entry',
      kind: 'adjust',
      amount: 50,
      reason: 'Sorry for the outage',
    });
    const entry = await t.database.db('credit_entries').where({ id: body.transaction.id }).first();
    expect(entry.actor_id).toBe(manager.user.id);
  });

  it('corrects downwards, but never below zero (409, not the spender’s 402)', async () => {
    const creator = await registerAndSignIn(t.app);
    await grant(manager.agent, creator.user.id, { amount: -15, reason: 'Duplicate grant' }).expect(
      201,
    );
    const { body } = await grant(manager.agent, creator.user.id, {
      amount: -6,
      reason: 'Too much',
    }).expect(409);
    expect(body.error).toBe('balance_too_low');
    expect(await getBalance(t.database.db, creator.user.id)).toBe(5);
  });

  it('refuses a non-manager with 403 and changes nothing', async () => {
    const creator = await registerAndSignIn(t.app);
    const before = await t.database.db('credit_entries').count('* as n').first();
    const { body } = await grant(creator.agent, creator.user.id, {
      amount: 1000,
      reason: 'Free money',
    }).expect(403);
    expect(body).toEqual({ error: 'forbidden', message: 'Access denied. Manager role required.' });
    await request(t.app.callback())
      .post(`/api/manager/users/${creator.user.id}/credits`)
      .set(CSRF)
      .send({ amount: 1000, reason: 'Free money' })
      .expect(401);
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20);
    expect(await t.database.db('credit_entries').count('* as n').first()).toEqual(before);
  });

  it('answers 404 for an unknown user and 400 for a missing reason or a zero amount', async () => {
    const missing = await grant(manager.agent, randomUUID(), { amount: 5, reason: 'Because' });
    expect([missing.status, missing.body.error]).toEqual([404, 'user_not_found']);
    await grant(manager.agent, 'not-a-uuid', { amount: 5, reason: 'Because' }).expect(404);
    const creator = await registerAndSignIn(t.app);
    const noReason = await grant(manager.agent, creator.user.id, { amount: 5, reason: ' ' });
    expect(noReason.body).toEqual({
      error: 'validation_error',
      message: 'reason: Give a reason of at least 3 characters',
    });
    const zero = await grant(manager.agent, creator.user.id, { amount: 0, reason: 'Nothing' });
    expect(zero.body).toEqual({
      error: 'validation_error',
      message: 'amount: The amount must not be zero',
    });
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20);
  });
});

describe('GET /api/manager/transactions', () => {
  it('lists everyone’s entries with their email, filtered and paginated; managers only', async () => {
    const creator = await registerAndSignIn(t.app);
    await grant(manager.agent, creator.user.id, { amount: 7, reason: 'Filter me' }).expect(201);
    const { body } = await manager.agent
      .get('/api/manager/transactions')
      .query({ userId: creator.user.id, kind: 'adjust' })
      .expect(200);
    expect(body).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(body.transactions[0]).toMatchObject({
      amount: 7,
      reason: 'Filter me',
      userEmail: creator.email,
    });

    const all = (await manager.agent.get('/api/manager/transactions?limit=2&page=1')).body;
    expect(all.transactions).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const future = (
      await manager.agent
        .get('/api/manager/transactions')
        .query({ from: new Date(Date.now() + 3600_000).toISOString() })
    ).body;
    expect(future.total).toBe(0);

    await creator.agent.get('/api/manager/transactions').expect(403);
  });
});
