import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { getBalance } from '../domain/credits/ledger';

// No Stripe keys: the local checkout's own portal does what Stripe's customer portal does.
let t: TestApp;
let plans: Array<{ id: string; name: string; monthlyTokens: number; priceCents: number }>;
const plan = (name: string) => plans.find((p) => p.name === name)!;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await startTestApp();
  plans = (await request(t.app.callback()).get('/api/plans').expect(200)).body;
});
afterAll(() => t.close());

/** A creator who paid `name` through the local checkout (20 sign-up tokens + its allowance). */
async function subscribed(name = 'Starter'): Promise<SignedIn> {
  const creator = await registerAndSignIn(t.app);
  const { body } = await creator.agent
    .post('/api/billing/checkout')
    .set(CSRF)
    .send({ planId: plan(name).id })
    .expect(200);
  await creator.agent
    .post(`/api/billing/local-checkout/${body.sessionId}/pay`)
    .set(CSRF)
    .expect(200);
  return creator;
}

/** Moves the creator's period so that `daysLeft` of it remain. */
async function periodLeft(creator: SignedIn, daysLeft: number) {
  await t.database
    .db('subscriptions')
    .where({ user_id: creator.user.id })
    .update({ current_period_end: new Date(Date.now() + daysLeft * DAY) });
}

const subscriptionOf = async (creator: SignedIn) =>
  (await creator.agent.get('/api/user/subscription').expect(200)).body.subscription;

describe('changing plan through the local checkout', () => {
  it('charges and grants an upgrade for the rest of the month, once, and lists its invoice', async () => {
    const creator = await subscribed('Starter');
    await periodLeft(creator, 15);
    const preview = await creator.agent
      .get('/api/billing/local-subscription/plan-change')
      .query({ planId: plan('Creator').id })
      .expect(200);
    // Half a month left: half the price difference and half the allowance difference.
    const left =
      preview.body.amountCents / (plan('Creator').priceCents - plan('Starter').priceCents);
    expect(left).toBeGreaterThan(0.45);
    expect(left).toBeLessThan(0.52);
    expect(preview.body).toMatchObject({
      direction: 'upgrade',
      plan: { name: 'Creator' },
      currency: 'usd',
      tokens: Math.round(400 * left),
    });

    const changed = await creator.agent
      .post('/api/billing/local-subscription/plan-change')
      .set(CSRF)
      .send({ planId: plan('Creator').id })
      .expect(200);
    expect(changed.body.subscription).toMatchObject({
      plan: { name: 'Creator' },
      status: 'active',
    });
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20 + 100 + preview.body.tokens);
    const upgrade = await t.database
      .db('credit_entries')
      .where({ user_id: creator.user.id, kind: 'subscription' })
      .orderBy('created_at', 'desc')
      .first();
    expect(upgrade).toMatchObject({
      amount: preview.body.tokens,
      reason: 'Upgrade to Creator plan: tokens for the rest of the month',
    });

    const invoices = (await creator.agent.get('/api/billing/invoices').expect(200)).body.items;
    expect(invoices).toEqual([
      expect.objectContaining({
        planName: 'Creator',
        reason: 'subscription_update',
        amountCents: preview.body.amountCents,
        tokens: preview.body.tokens,
        provider: 'local',
        url: null,
      }),
      expect.objectContaining({
        planName: 'Starter',
        reason: 'subscription_create',
        amountCents: plan('Starter').priceCents,
        tokens: 100,
      }),
    ]);

    // The same plan again is refused and changes nothing.
    const again = await creator.agent
      .post('/api/billing/local-subscription/plan-change')
      .set(CSRF)
      .send({ planId: plan('Creator').id })
      .expect(409);
    expect(again.body.error).toBe('same_plan');
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20 + 100 + preview.body.tokens);
  });

  it('downgrades now without a charge or a grant, keeping the tokens', async () => {
    const creator = await subscribed('Creator');
    const preview = await creator.agent
      .get('/api/billing/local-subscription/plan-change')
      .query({ planId: plan('Starter').id })
      .expect(200);
    expect(preview.body).toMatchObject({ direction: 'downgrade', amountCents: 0, tokens: 0 });
    await creator.agent
      .post('/api/billing/local-subscription/plan-change')
      .set(CSRF)
      .send({ planId: plan('Starter').id })
      .expect(200);
    expect(await subscriptionOf(creator)).toMatchObject({ plan: { name: 'Starter' } });
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20 + 500);
    expect((await creator.agent.get('/api/billing/invoices')).body.items).toHaveLength(1);
  });

  it('refuses a second checkout while a plan is live: changes go through the plan section', async () => {
    const creator = await subscribed('Starter');
    const second = await creator.agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plan('Studio').id })
      .expect(409);
    expect(second.body.error).toBe('already_subscribed');
  });
});

describe('cancelling and resuming through the local checkout', () => {
  it('cancels at the period’s end, resumes, and ends once the period is over', async () => {
    const creator = await subscribed('Starter');
    for (let i = 0; i < 2; i++) {
      const cancelled = await creator.agent
        .post('/api/billing/local-subscription/cancel')
        .set(CSRF)
        .expect(200);
      expect(cancelled.body.subscription).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: true,
      });
    }
    const resumed = await creator.agent
      .post('/api/billing/local-subscription/resume')
      .set(CSRF)
      .expect(200);
    expect(resumed.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    await creator.agent.post('/api/billing/local-subscription/cancel').set(CSRF).expect(200);
    await periodLeft(creator, -1);
    expect(await subscriptionOf(creator)).toMatchObject({ status: 'canceled' });
    // Ended: nothing left to change, and a new plan can be bought.
    const late = await creator.agent
      .post('/api/billing/local-subscription/resume')
      .set(CSRF)
      .expect(409);
    expect(late.body.error).toBe('no_billing_account');
    await creator.agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plan('Creator').id })
      .expect(200);
    // Nothing was granted or taken by cancelling.
    expect(await getBalance(t.database.db, creator.user.id)).toBe(20 + 100);
  });

  it('answers no_billing_account to a creator without a plan', async () => {
    const { agent } = await registerAndSignIn(t.app);
    for (const action of ['cancel', 'resume']) {
      const answer = await agent.post(`/api/billing/local-subscription/${action}`).set(CSRF);
      expect([answer.status, answer.body.error]).toEqual([409, 'no_billing_account']);
    }
    expect((await agent.get('/api/billing/invoices').expect(200)).body.items).toEqual([]);
  });
});

describe('the local test card', () => {
  it('keeps the brand, last four digits and expiry only, and refuses a bad number', async () => {
    const creator = await subscribed('Starter');
    const nextYear = new Date().getUTCFullYear() + 1;
    const bad = await creator.agent
      .post('/api/billing/local-subscription/card')
      .set(CSRF)
      .send({ number: '4242 4242 4242 4241', expMonth: 12, expYear: nextYear, cvc: '123' })
      .expect(400);
    expect(bad.body).toMatchObject({
      error: 'validation_error',
      message: 'number: Enter a valid card number',
    });
    const expired = await creator.agent
      .post('/api/billing/local-subscription/card')
      .set(CSRF)
      .send({ number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' })
      .expect(400);
    expect(expired.body.message).toBe('expYear: This card has expired');

    const saved = await creator.agent
      .post('/api/billing/local-subscription/card')
      .set(CSRF)
      .send({ number: '5555 5555 5555 4444', expMonth: 3, expYear: nextYear, cvc: '321' })
      .expect(200);
    expect(saved.body.subscription.card).toEqual({
      brand: 'Mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: nextYear,
    });
    const row = await t.database.db('subscriptions').where({ user_id: creator.user.id }).first();
    expect(JSON.stringify(row)).not.toContain('5555555555554444');
    expect(JSON.stringify(row)).not.toContain('321');
  });
});

describe('the local portal is guarded', () => {
  it('needs a session and the CSRF header, and shows each creator only their invoices', async () => {
    await request(t.app.callback()).get('/api/billing/invoices').expect(401);
    await request(t.app.callback())
      .post('/api/billing/local-subscription/cancel')
      .set(CSRF)
      .expect(401);
    const creator = await subscribed('Starter');
    await creator.agent.post('/api/billing/local-subscription/cancel').expect(403);
    expect((await subscriptionOf(creator)).cancelAtPeriodEnd).toBe(false);
    const stranger = await registerAndSignIn(t.app);
    expect((await stranger.agent.get('/api/billing/invoices')).body.items).toEqual([]);
  });

  it('sends the Manage button to the plan section of Settings', async () => {
    const creator = await subscribed('Starter');
    const { body } = await creator.agent
      .post('/api/billing/portal')
      .set(CSRF)
      .send({ flow: 'subscription_cancel' })
      .expect(200);
    expect(body).toEqual({ url: '/settings?section=plan' });
  });
});
