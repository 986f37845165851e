import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  uniqueEmail,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { getBalance } from '../domain/credits/ledger';
import { markEmailVerified } from '../domain/users/user-accounts';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
});
afterAll(() => t.close());

const signedOut = () => request(t.app.callback());
const auditOf = (targetId: string, action: string) =>
  t.database.db('audit_events').where({ target_id: targetId, action }).orderBy('created_at');

describe('manager-only', () => {
  it.each([
    ['get', '/api/manager/users'],
    ['get', '/api/manager/stats'],
    ['get', '/api/manager/users/:id'],
    ['patch', '/api/manager/users/:id/role'],
    ['delete', '/api/manager/users/:id/sessions'],
    ['post', '/api/manager/users/:id/resend-verification'],
  ] as const)('%s %s: 401 signed out, 403 for a creator', async (method, route) => {
    const creator = await registerAndSignIn(t.app);
    const path = route.replace(':id', creator.user.id);
    const body = { role: 'manager', reason: 'Let me in' };
    await signedOut()[method](path).set(CSRF).send(body).expect(401);
    const { body: refused } = await creator.agent[method](path).set(CSRF).send(body).expect(403);
    expect(refused.error).toBe('forbidden');
    expect(await auditOf(creator.user.id, 'user.role')).toHaveLength(0);
  });
});

describe('GET /api/manager/users', () => {
  it('searches by email or name and filters by role, verification and plan, a page at a time', async () => {
    const tag = uniqueEmail('ada').split('@')[0]!;
    const ada = await registerAndSignIn(t.app, {
      email: `${tag}@example.com`,
      firstName: 'Ada',
      lastName: 'Zebrafinch',
    });
    await markEmailVerified(t.database.db, ada.user.id);
    // "Last seen" is noted by a signed-in request (the app asks for its user after signing in).
    await ada.agent.get('/api/auth/user').expect(200);
    const [plan] = await t.database
      .db('plans')
      .insert({ name: `Pro ${tag}`, monthly_tokens: 100, price_cents: 900 })
      .returning('id');
    await t.database.db('subscriptions').insert({
      user_id: ada.user.id,
      plan_id: plan.id,
      status: 'active',
      provider: 'local',
    });

    const byEmail = (await manager.agent.get('/api/manager/users').query({ q: tag })).body;
    expect(byEmail).toMatchObject({ total: 1, page: 1, limit: 25 });
    expect(byEmail.users[0]).toEqual({
      id: ada.user.id,
      email: ada.email,
      firstName: 'Ada',
      lastName: 'Zebrafinch',
      role: 'user',
      emailVerified: true,
      credits: 20,
      plan: { id: plan.id, name: `Pro ${tag}` },
      contentCount: 0,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    const byName = (await manager.agent.get('/api/manager/users?q=ada zebra')).body;
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([ada.user.id]);
    const byPlan = (await manager.agent.get(`/api/manager/users?plan=${plan.id}`)).body;
    expect(byPlan.users.map((u: { id: string }) => u.id)).toEqual([ada.user.id]);
    const noPlan = (await manager.agent.get('/api/manager/users?plan=none&limit=100')).body;
    expect(noPlan.users.map((u: { id: string }) => u.id)).not.toContain(ada.user.id);

    const managers = (await manager.agent.get('/api/manager/users?role=manager')).body;
    expect(managers.users.map((u: { id: string }) => u.id)).toEqual([manager.user.id]);
    const unverified = (await manager.agent.get('/api/manager/users?verified=false&limit=100'))
      .body;
    expect(unverified.users.every((u: { emailVerified: boolean }) => !u.emailVerified)).toBe(true);
    expect(unverified.users.map((u: { id: string }) => u.id)).not.toContain(ada.user.id);

    const first = (await manager.agent.get('/api/manager/users?limit=1&page=1')).body;
    const second = (await manager.agent.get('/api/manager/users?limit=1&page=2')).body;
    expect(first.total).toBeGreaterThan(1);
    expect(first.users[0].id).not.toBe(second.users[0].id);
    // LIKE's wildcards are letters in a search.
    expect((await manager.agent.get('/api/manager/users?q=%25')).body.total).toBe(0);
    await manager.agent.get('/api/manager/users?role=admin').expect(400);
  });
});

describe('GET /api/manager/users/:id', () => {
  it('answers the user with their latest transactions and runs; 404 for no one', async () => {
    const creator = await registerAndSignIn(t.app);
    await manager.agent
      .post(`/api/manager/users/${creator.user.id}/credits`)
      .set(CSRF)
      .send({ amount: 3, reason: 'Welcome back' })
      .expect(201);
    const { body } = await manager.agent.get(`/api/manager/users/${creator.user.id}`).expect(200);
    expect(body.user).toMatchObject({ id: creator.user.id, credits: 23 });
    expect(body.transactions[0]).toMatchObject({
      kind: 'adjust',
      amount: 3,
      reason: 'Welcome back',
    });
    expect(body.runs).toEqual([]);
    const missing = await manager.agent.get('/api/manager/users/not-a-user').expect(404);
    expect(missing.body.error).toBe('user_not_found');
  });
});

describe('PATCH /api/manager/users/:id/role', () => {
  const changeRole = (agent: SignedIn['agent'], userId: string, role: string) =>
    agent
      .patch(`/api/manager/users/${userId}/role`)
      .set(CSRF)
      .send({ role, reason: 'Team change' });

  it('promotes and demotes with an audit entry written with the change', async () => {
    const creator = await registerAndSignIn(t.app);
    const { body } = await changeRole(manager.agent, creator.user.id, 'manager').expect(200);
    expect(body).toMatchObject({ id: creator.user.id, role: 'manager' });
    await changeRole(manager.agent, creator.user.id, 'user').expect(200);
    const entries = await auditOf(creator.user.id, 'user.role');
    expect(entries.map((e) => [e.actor_id, e.reason, e.details.from, e.details.to])).toEqual([
      [manager.user.id, 'Team change', 'user', 'manager'],
      [manager.user.id, 'Team change', 'manager', 'user'],
    ]);
    // The same role again changes and records nothing.
    await changeRole(manager.agent, creator.user.id, 'user').expect(200);
    expect(await auditOf(creator.user.id, 'user.role')).toHaveLength(2);
  });

  it('refuses to demote oneself (409) and leaves the role and the log alone', async () => {
    const { body } = await changeRole(manager.agent, manager.user.id, 'user').expect(409);
    expect(body).toEqual({
      error: 'cannot_demote_self',
      message: 'You cannot remove your own manager role; ask another manager.',
    });
    expect((await manager.agent.get('/api/auth/user')).body.role).toBe('manager');
    expect(await auditOf(manager.user.id, 'user.role')).toHaveLength(0);
  });

  it('never demotes the last manager, even when two demote each other at once', async () => {
    const other = await registerAndSignIn(t.app);
    await changeRole(manager.agent, other.user.id, 'manager').expect(200);
    const [a, b] = await Promise.all([
      changeRole(manager.agent, other.user.id, 'user'),
      changeRole(other.agent, manager.user.id, 'user'),
    ]);
    // One wins; the other finds itself the last manager, or no longer a manager at all.
    expect([a.status, b.status].sort()).toEqual([200, a.status === 200 ? b.status : a.status]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    const managers = await t.database.db('users').where({ role: 'manager' }).pluck('id');
    expect(managers).toHaveLength(1);
    const refused = [a, b].find((r) => r.status !== 200)!;
    expect(['last_manager', 'forbidden']).toContain(refused.body.error);
    // Restore: whoever is left promotes the other again.
    const left = managers[0] === manager.user.id ? manager : other;
    const gone = left === manager ? other : manager;
    await changeRole(left.agent, gone.user.id, 'manager').expect(200);
    await changeRole(manager.agent, other.user.id, 'user').expect(200);
  });

  it('answers 400 without a reason and 404 for an unknown user', async () => {
    const creator = await registerAndSignIn(t.app);
    const { body } = await manager.agent
      .patch(`/api/manager/users/${creator.user.id}/role`)
      .set(CSRF)
      .send({ role: 'manager' })
      .expect(400);
    expect(body.error).toBe('validation_error');
    await changeRole(manager.agent, '00000000-0000-4000-8000-000000000000', 'user').expect(404);
  });
});

describe('DELETE /api/manager/users/:id/sessions', () => {
  it('signs the user out everywhere and records it', async () => {
    const creator = await registerAndSignIn(t.app);
    await creator.agent.get('/api/auth/user').expect(200);
    const { body } = await manager.agent
      .delete(`/api/manager/users/${creator.user.id}/sessions`)
      .set(CSRF)
      .send({ reason: 'Account shared' })
      .expect(200);
    expect(body).toEqual({ ended: 1 });
    await creator.agent.get('/api/auth/user').expect(401);
    const [entry] = await auditOf(creator.user.id, 'user.sessions');
    expect(entry).toMatchObject({ actor_id: manager.user.id, reason: 'Account shared' });
    expect(entry.details).toMatchObject({ ended: 1 });
    // The manager's own session is untouched.
    await manager.agent.get('/api/auth/user').expect(200);
  });
});

describe('POST /api/manager/users/:id/resend-verification', () => {
  it('mails a new link to an unverified user; 400 once verified', async () => {
    const creator = await registerAndSignIn(t.app);
    await t.mail.waitForMail(creator.email);
    const count = () => t.mail.mails.filter((m) => m.to.includes(creator.email)).length;
    const before = count();
    await manager.agent
      .post(`/api/manager/users/${creator.user.id}/resend-verification`)
      .set(CSRF)
      .expect(200);
    await t.mail.waitForMail(creator.email, () => count() > before);
    expect(await auditOf(creator.user.id, 'user.verification')).toHaveLength(1);
    await markEmailVerified(t.database.db, creator.user.id);
    const { body } = await manager.agent
      .post(`/api/manager/users/${creator.user.id}/resend-verification`)
      .set(CSRF)
      .expect(400);
    expect(body.error).toBe('already_verified');
  });
});

describe('GET /api/manager/stats', () => {
  it('counts users and sums 30 days of credits granted and spent', async () => {
    const before = (await manager.agent.get('/api/manager/stats').expect(200)).body;
    expect(before.credits).toHaveLength(30);
    const creator = await registerAndSignIn(t.app);
    await markEmailVerified(t.database.db, creator.user.id);
    const adjust = (amount: number) =>
      manager.agent
        .post(`/api/manager/users/${creator.user.id}/credits`)
        .set(CSRF)
        .send({ amount, reason: 'Stats check' })
        .expect(201);
    await adjust(15);
    await adjust(-4);
    // Never below zero: a larger deduction is refused and counts for nothing.
    await manager.agent
      .post(`/api/manager/users/${creator.user.id}/credits`)
      .set(CSRF)
      .send({ amount: -1000, reason: 'Stats check' })
      .expect(409);
    expect(await getBalance(t.database.db, creator.user.id)).toBe(31);

    const after = (await manager.agent.get('/api/manager/stats')).body;
    expect(after.users).toBe(before.users + 1);
    expect(after.newThisWeek).toBe(before.newThisWeek + 1);
    expect(after.verifiedShare).toBeGreaterThan(0);
    expect(after.verifiedShare).toBeLessThanOrEqual(1);
    const today = (stats: typeof before) => stats.credits.at(-1);
    // The starting grant (20) and the upward adjustment (15) in, the deduction (4) out.
    expect(today(after).granted - today(before).granted).toBe(35);
    expect(today(after).spent - today(before).spent).toBe(4);
  });
});
