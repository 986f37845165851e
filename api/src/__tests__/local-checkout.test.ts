import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn } from '@studio/infra/testing/test-users';
import { LOCAL_CHECKOUT_LIFETIME_MS } from '../domain/billing/checkout';
import { advanceClock, restoreClock, useFixedClock } from '../platform/clock';

// No Stripe keys: purchases go through the labelled local test checkout.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(restoreClock);

describe('GET /api/plans', () => {
  it('lists the seeded plans to anyone, in display order', async () => {
    const { body } = await request(t.app.callback()).get('/api/plans').expect(200);
    expect(body.map((p: { name: string }) => p.name)).toEqual(['Starter', 'Creator', 'Studio']);
    expect(body[0]).toEqual({
      id: expect.any(String),
      name: 'Starter',
      description: expect.any(String),
      monthlyTokens: 100,
      priceCents: 900,
      currency: 'usd',
      features: expect.arrayContaining(['100 tokens every month']),
    });
  });
});

describe('the local checkout', () => {
  it('runs the journey: checkout -> pay -> granted -> balance risen -> transaction listed', async () => {
    const { agent, user } = await registerAndSignIn(t.app);
    const creator = (await agent.get('/api/plans')).body.find(
      (p: { name: string }) => p.name === 'Creator',
    );
    const checkout = await agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: creator.id })
      .expect(200);
    const sessionId: string = checkout.body.sessionId;
    expect(sessionId).toMatch(/^local_cs_[0-9a-f]{32}$/);
    expect(checkout.body.url).toBe(`/subscription/checkout/local?session=${sessionId}`);

    const waiting = await agent.get(`/api/billing/checkout-sessions/${sessionId}`).expect(200);
    expect(waiting.body).toMatchObject({ status: 'open', granted: false, provider: 'local' });

    const paid = await agent
      .post(`/api/billing/local-checkout/${sessionId}/pay`)
      .set(CSRF)
      .expect(200);
    expect(paid.body).toEqual({
      id: sessionId,
      plan: expect.objectContaining({ id: creator.id }),
      status: 'complete',
      granted: true,
      provider: 'local',
    });
    const after = await agent.get(`/api/billing/checkout-sessions/${sessionId}`).expect(200);
    expect(after.body).toMatchObject({ status: 'complete', granted: true });
    expect((await agent.get('/api/user/credits').expect(200)).body).toEqual({ credits: 520 });

    const history = await agent.get('/api/credit-transactions').expect(200);
    expect(history.body.total).toBe(2);
    expect(history.body.items[0]).toEqual({
      type: 'entry',
      id: expect.any(String),
      kind: 'subscription',
      amount: 500,
      balanceAfter: 520,
      reason: 'Creator plan: monthly allowance',
      createdAt: expect.any(String),
    });
    // Granted through the same key a paid invoice uses.
    const entry = await t.database
      .db('credit_entries')
      .where({ kind: 'subscription', user_id: user.id })
      .first();
    expect(entry.idempotency_key).toBe(`invoice:${sessionId}`);

    const { body } = await agent.get('/api/user/subscription').expect(200);
    expect(body.subscription).toMatchObject({
      plan: { name: 'Creator' },
      status: 'active',
      provider: 'local',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: expect.any(String),
    });

    // Paying again (a double click) grants nothing more.
    await agent.post(`/api/billing/local-checkout/${sessionId}/pay`).set(CSRF).expect(200);
    expect((await agent.get('/api/user/credits')).body).toEqual({ credits: 520 });

    const portal = await agent.post('/api/billing/portal').set(CSRF).expect(200);
    expect(portal.body).toEqual({ url: '/settings?section=plan' });
  });

  it('lets only the owner see or pay a session, and needs the CSRF header', async () => {
    const owner = await registerAndSignIn(t.app);
    const plans = (await owner.agent.get('/api/plans')).body;
    const { body } = await owner.agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plans[0].id })
      .expect(200);
    const other = await registerAndSignIn(t.app);
    await other.agent.get(`/api/billing/checkout-sessions/${body.sessionId}`).expect(404);
    await other.agent
      .post(`/api/billing/local-checkout/${body.sessionId}/pay`)
      .set(CSRF)
      .expect(404);
    const csrf = await owner.agent.post(`/api/billing/local-checkout/${body.sessionId}/pay`);
    expect(csrf.status).toBe(403);
    expect(csrf.body.error).toBe('csrf_rejected');
    expect((await owner.agent.get('/api/user/credits')).body).toEqual({ credits: 20 });
    expect((await other.agent.get('/api/user/credits')).body).toEqual({ credits: 20 });
  });
});

describe('an unpaid local checkout', () => {
  it('lapses after a day, like a Stripe Checkout Session, and then grants nothing', async () => {
    const { agent } = await registerAndSignIn(t.app);
    const plans = (await agent.get('/api/plans')).body;
    const { body } = await agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plans[0].id })
      .expect(200);
    useFixedClock();
    advanceClock(LOCAL_CHECKOUT_LIFETIME_MS + 60 * 60 * 1000);

    const view = await agent.get(`/api/billing/checkout-sessions/${body.sessionId}`).expect(200);
    expect(view.body.status).toBe('expired');
    const paid = await agent
      .post(`/api/billing/local-checkout/${body.sessionId}/pay`)
      .set(CSRF)
      .expect(409);
    expect(paid.body).toEqual({
      error: 'checkout_expired',
      message: 'This checkout has expired. Please start again.',
    });
    expect((await agent.get('/api/user/credits')).body).toEqual({ credits: 20 });
    expect((await agent.get('/api/user/subscription')).body.plan ?? null).toBeNull();
  });
});

describe('the user’s own resources', () => {
  it('answers the user, no subscription yet, and usage counted from content', async () => {
    const { agent, user } = await registerAndSignIn(t.app);
    expect((await agent.get('/api/user').expect(200)).body).toEqual(user);
    expect((await agent.get('/api/user/subscription').expect(200)).body).toEqual({
      subscription: null,
    });
    await t.database.db('content').insert([
      { name: 'one', user_id: user.id, output_node_id: 'a' },
      { name: 'two', user_id: user.id, output_node_id: 'b' },
    ]);
    expect((await agent.get('/api/user/usage').expect(200)).body).toEqual({
      productCount: 0,
      contentCount: 2,
    });
  });

  it('answers 401 to a signed-out caller', async () => {
    const api = request(t.app.callback());
    for (const path of [
      '/api/user',
      '/api/user/subscription',
      '/api/user/credits',
      '/api/user/usage',
      '/api/credit-transactions',
    ]) {
      const { status, body } = await api.get(path);
      expect([path, status, body.error]).toEqual([path, 401, 'unauthorized']);
    }
  });
});
