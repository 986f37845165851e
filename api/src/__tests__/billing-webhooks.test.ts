import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  newStripeId as newId,
  stripeEvent as event,
  stripeNow as now,
} from '@studio/infra/testing/stripe-events';
import { registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { getBalance } from '../domain/credits/ledger';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
// The SDK's own signer; no request ever leaves the machine (no API calls are made here).
const stripe = new Stripe('sk_test_webhooks_only');

let t: TestApp;
let creator: { id: string; monthlyTokens: number };
let starter: { id: string; monthlyTokens: number };
beforeAll(async () => {
  t = await startTestApp({
    stripe: { secretKey: 'sk_test_webhooks_only', webhookSecret: WEBHOOK_SECRET },
  });
  const plans = (await request(t.app.callback()).get('/api/plans').expect(200)).body;
  creator = plans.find((p: { name: string }) => p.name === 'Creator');
  starter = plans.find((p: { name: string }) => p.name === 'Starter');
});
afterAll(() => t.close());

interface Purchase {
  user: SignedIn;
  planId: string;
  customer: string;
  subscription: string;
  session: string;
  invoice: string;
}

async function purchase(planId = creator.id): Promise<Purchase> {
  const user = await registerAndSignIn(t.app);
  const session = newId('cs');
  // What POST /api/billing/checkout records (tested against the stand-in elsewhere).
  await t.database.db('checkout_sessions').insert({
    id: session,
    user_id: user.user.id,
    plan_id: planId,
    provider: 'stripe',
  });
  return {
    user,
    planId,
    customer: newId('cus'),
    subscription: newId('sub'),
    session,
    invoice: newId('in'),
  };
}

const metadataOf = (p: Purchase) => ({ userId: p.user.user.id, planId: p.planId });

const checkoutCompleted = (p: Purchase, created?: number) =>
  event(
    'checkout.session.completed',
    {
      id: p.session,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: p.user.user.id,
      customer: p.customer,
      subscription: p.subscription,
      invoice: p.invoice,
      metadata: metadataOf(p),
    },
    created,
  );

const invoicePaid = (p: Purchase, invoice = p.invoice, created?: number) =>
  event(
    'invoice.paid',
    {
      id: invoice,
      object: 'invoice',
      customer: p.customer,
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_paid: 2900,
      lines: { object: 'list', data: [] },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: p.subscription, metadata: metadataOf(p) },
      },
    },
    created,
  );

const subscriptionEvent = (
  p: Purchase,
  type: 'created' | 'updated' | 'deleted',
  status: string,
  created?: number,
  extra: Record<string, unknown> = {},
) =>
  event(
    `customer.subscription.${type}`,
    {
      id: p.subscription,
      object: 'subscription',
      customer: p.customer,
      status,
      cancel_at_period_end: false,
      metadata: metadataOf(p),
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            current_period_end: now() + 30 * 24 * 3600,
            price: { id: newId('price'), object: 'price' },
          },
        ],
      },
      ...extra,
    },
    created,
  );

function deliver(
  payload: object,
  options: { secret?: string; timestamp?: number; tamper?: boolean } = {},
) {
  const body = JSON.stringify(payload, null, 2);
  const header = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  // No CSRF header: Stripe sends none; the signature is what authenticates the call.
  return request(t.app.callback())
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', header)
    .send(options.tamper ? body.replace('"paid"', '"PAID"') : body);
}

const allowanceEntries = (userId: string) =>
  t.database.db('credit_entries').where({ user_id: userId, kind: 'subscription' });

describe('POST /api/stripe/webhook', () => {
  it('follows a purchase: completes the session, grants the allowance once, activates the plan', async () => {
    const p = await purchase();
    const start = now() - 10;
    for (const e of [
      checkoutCompleted(p, start),
      subscriptionEvent(p, 'created', 'incomplete', start),
      invoicePaid(p, p.invoice, start + 1),
      subscriptionEvent(p, 'updated', 'active', start + 1),
    ]) {
      await deliver(e).expect(200);
    }
    expect(await getBalance(t.database.db, p.user.user.id)).toBe(20 + creator.monthlyTokens);
    expect(await allowanceEntries(p.user.user.id)).toEqual([
      expect.objectContaining({
        amount: creator.monthlyTokens,
        idempotency_key: `invoice:${p.invoice}`,
        reason: 'Creator plan: monthly allowance',
      }),
    ]);
    const session = await p.user.agent.get(`/api/billing/checkout-sessions/${p.session}`);
    expect(session.body).toMatchObject({ status: 'complete', granted: true, provider: 'stripe' });
    const { body } = await p.user.agent.get('/api/user/subscription').expect(200);
    expect(body.subscription).toMatchObject({
      plan: { id: creator.id, name: 'Creator' },
      status: 'active',
      provider: 'stripe',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: expect.any(String),
    });
  });

  it('grants once when the same event is delivered ten times, even all at once', async () => {
    const p = await purchase();
    const paid = invoicePaid(p);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(paid)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.outcome === 'handled')).toHaveLength(1);
    expect(answers.filter((a) => a.body.outcome === 'duplicate')).toHaveLength(9);
    expect(await getBalance(t.database.db, p.user.user.id)).toBe(20 + creator.monthlyTokens);
    expect(await t.database.db('stripe_events').where({ id: paid.id })).toHaveLength(1);
  });

  it('grants once per invoice even when two different events report it paid', async () => {
    const p = await purchase();
    await deliver(invoicePaid(p)).expect(200);
    await deliver(invoicePaid(p)).expect(200);
    expect(await allowanceEntries(p.user.user.id)).toHaveLength(1);
    // The next month's invoice is a new allowance.
    await deliver(invoicePaid(p, newId('in'))).expect(200);
    expect(await getBalance(t.database.db, p.user.user.id)).toBe(20 + 2 * creator.monthlyTokens);
  });

  it('ends in the right state however the events are ordered', async () => {
    const p = await purchase(starter.id);
    const start = now() - 60;
    const events = [
      invoicePaid(p, p.invoice, start + 2),
      subscriptionEvent(p, 'updated', 'active', start + 2),
      subscriptionEvent(p, 'created', 'incomplete', start + 1),
      checkoutCompleted(p, start),
      // Stripe retries the earlier ones too.
      invoicePaid(p, p.invoice, start + 2),
    ];
    for (const e of events) await deliver(e).expect(200);
    expect(await getBalance(t.database.db, p.user.user.id)).toBe(20 + starter.monthlyTokens);
    expect(await allowanceEntries(p.user.user.id)).toHaveLength(1);
    const row = await t.database.db('subscriptions').where({ user_id: p.user.user.id }).first();
    expect(row).toMatchObject({
      status: 'active',
      plan_id: starter.id,
      stripe_customer_id: p.customer,
      stripe_subscription_id: p.subscription,
    });
    const session = await p.user.agent.get(`/api/billing/checkout-sessions/${p.session}`);
    expect(session.body).toMatchObject({ status: 'complete', granted: true });
  });

  it('ignores a subscription change older than the stored one and never revives a canceled one', async () => {
    const p = await purchase();
    const start = now() - 60;
    await deliver(subscriptionEvent(p, 'updated', 'active', start + 10)).expect(200);
    await deliver(subscriptionEvent(p, 'updated', 'past_due', start + 5)).expect(200);
    const status = async () =>
      (await t.database.db('subscriptions').where({ user_id: p.user.user.id }).first()).status;
    expect(await status()).toBe('active');

    await deliver(
      subscriptionEvent(p, 'updated', 'active', start + 20, { cancel_at_period_end: true }),
    ).expect(200);
    const { body } = await p.user.agent.get('/api/user/subscription');
    expect(body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    await deliver(subscriptionEvent(p, 'deleted', 'canceled', start + 30)).expect(200);
    await deliver(subscriptionEvent(p, 'updated', 'active', start + 40)).expect(200);
    expect(await status()).toBe('canceled');
  });

  it('answers 200 and changes nothing for an event it does not handle or a stranger’s invoice', async () => {
    const unknown = await deliver(event('customer.created', { id: newId('cus') })).expect(200);
    expect(unknown.body).toEqual({ received: true, outcome: 'ignored' });
    const p = await purchase();
    const stranger = invoicePaid(p);
    const details = (stranger.data.object.parent as { subscription_details: { metadata: object } })
      .subscription_details;
    details.metadata = {};
    const answer = await deliver(stranger).expect(200);
    expect(answer.body.outcome).toBe('ignored');
    expect(await getBalance(t.database.db, p.user.user.id)).toBe(20);
  });

  describe('refuses, records nothing and grants nothing for', () => {
    it.each([
      ['a signature made with another secret', { secret: `whsec_${randomUUID()}` }],
      ['a signature older than five minutes', { timestamp: now() - 3600 }],
      ['a body changed after signing', { tamper: true }],
    ])('%s', async (_, options) => {
      const p = await purchase();
      const paid = invoicePaid(p);
      const { body } = await deliver(paid, options).expect(400);
      expect(body).toEqual({ error: 'invalid_signature', message: expect.any(String) });
      expect(await t.database.db('stripe_events').where({ id: paid.id })).toHaveLength(0);
      expect(await getBalance(t.database.db, p.user.user.id)).toBe(20);
    });

    it('a missing signature header', async () => {
      const { body } = await request(t.app.callback())
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(event('invoice.paid', {})))
        .expect(400);
      expect(body.error).toBe('invalid_signature');
    });
  });
});
