import Stripe from 'stripe';
import request from 'supertest';
import {
  startStripeStandIn,
  type StripeStandIn,
} from '@studio/infra/testing/stand-ins/stripe-stand-in';
import { newStripeId, stripeEvent, stripeNow } from '@studio/infra/testing/stripe-events';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { getBalance } from '../domain/credits/ledger';

// Managing a Stripe subscription: the API opens Stripe's customer portal (against the stand-in),
// and what the creator does there comes back as webhooks, each applied once.
const WEBHOOK_SECRET = 'whsec_portal_tests';
const signer = new Stripe('sk_test_signer_only');
const PRICES = { Starter: 'price_starter', Creator: 'price_creator', Studio: 'price_studio' };
type PlanName = keyof typeof PRICES;

let stripe: StripeStandIn;
let t: TestApp;
let plans: Array<{ id: string; name: PlanName; monthlyTokens: number; priceCents: number }>;
const plan = (name: PlanName) => plans.find((p) => p.name === name)!;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startTestApp({
    stripe: { secretKey: stripe.secretKey, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.apiBase },
  });
  plans = (await request(t.app.callback()).get('/api/plans').expect(200)).body;
  for (const [name, price] of Object.entries(PRICES)) {
    await t.database.db('plans').where({ name }).update({ stripe_price_id: price });
    stripe.addPrice(price, { unitAmount: plan(name as PlanName).priceCents });
  }
});
beforeEach(() => stripe.reset());
afterAll(async () => {
  await t.close();
  await stripe.close();
});

interface Subscriber {
  creator: SignedIn;
  customer: string;
  subscription: string;
}

function deliver(event: object) {
  const body = JSON.stringify(event);
  return request(t.app.callback())
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set(
      'Stripe-Signature',
      signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
    )
    .send(body)
    .expect(200);
}

/** Delivers `event` twice, as Stripe may: the second finds it applied. */
async function deliverTwice(event: object) {
  expect((await deliver(event)).body.outcome).toBe('handled');
  expect((await deliver(event)).body.outcome).toBe('duplicate');
}

const periodEnd = stripeNow() + 30 * 24 * 3600;

/** customer.subscription.updated as Stripe sends it after a change made in the portal. */
const subscriptionUpdated = (
  s: Subscriber,
  name: PlanName,
  fields: { cancel_at_period_end?: boolean; created?: number } = {},
) =>
  stripeEvent(
    'customer.subscription.updated',
    {
      id: s.subscription,
      object: 'subscription',
      customer: s.customer,
      status: 'active',
      cancel_at_period_end: fields.cancel_at_period_end ?? false,
      metadata: { userId: s.creator.user.id, planId: plan('Starter').id },
      items: {
        object: 'list',
        data: [
          {
            id: 'si_portal',
            object: 'subscription_item',
            current_period_end: periodEnd,
            price: { id: PRICES[name], object: 'price' },
          },
        ],
      },
    },
    fields.created,
  );

const line = (name: PlanName, amount: number, proration: boolean) => ({
  id: newStripeId('il'),
  object: 'line_item',
  amount,
  pricing: { type: 'price_details', price_details: { price: PRICES[name], product: 'prod_x' } },
  parent: {
    type: 'subscription_item_details',
    subscription_item_details: { proration, subscription: 'sub', subscription_item: 'si_portal' },
  },
});

/** invoice.paid for `lines`, for the reason Stripe gives. */
const invoicePaid = (
  s: Subscriber,
  reason: string,
  lines: Array<ReturnType<typeof line>>,
  amountPaid = Math.max(
    0,
    lines.reduce((sum, l) => sum + l.amount, 0),
  ),
) =>
  stripeEvent('invoice.paid', {
    id: newStripeId('in'),
    object: 'invoice',
    customer: s.customer,
    status: 'paid',
    billing_reason: reason,
    amount_paid: amountPaid,
    currency: 'usd',
    created: stripeNow(),
    hosted_invoice_url: 'https://invoice.stripe.test/i/acct_x/test_y',
    lines: { object: 'list', data: lines },
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: s.subscription,
        metadata: { userId: s.creator.user.id, planId: plan('Starter').id },
      },
    },
  });

/** A creator who bought Starter through Stripe Checkout, as its webhooks report it. */
async function stripeSubscriber(): Promise<Subscriber> {
  const creator = await registerAndSignIn(t.app);
  const s = { creator, customer: newStripeId('cus'), subscription: newStripeId('sub') };
  const session = newStripeId('cs');
  await t.database.db('checkout_sessions').insert({
    id: session,
    user_id: creator.user.id,
    plan_id: plan('Starter').id,
    provider: 'stripe',
  });
  const first = invoicePaid(s, 'subscription_create', [line('Starter', 900, false)]);
  await deliver(
    stripeEvent('checkout.session.completed', {
      id: session,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      customer: s.customer,
      subscription: s.subscription,
      invoice: first.data.object.id,
      metadata: { userId: creator.user.id, planId: plan('Starter').id },
    }),
  );
  await deliver(first);
  await deliver(subscriptionUpdated(s, 'Starter', { created: stripeNow() - 60 }));
  return s;
}

const subscriptionOf = async (s: Subscriber) =>
  (await s.creator.agent.get('/api/user/subscription').expect(200)).body.subscription;

describe('POST /api/billing/portal with Stripe', () => {
  it('opens the portal for the customer, at its home or at one task, coming back to Settings', async () => {
    const s = await stripeSubscriber();
    const returnUrl = 'http://app.test/settings?section=plan';
    const home = await s.creator.agent.post('/api/billing/portal').set(CSRF).expect(200);
    expect(home.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      form: { customer: s.customer, return_url: returnUrl },
    });
    expect(stripe.requests.at(-1)!.form.flow_data).toBeUndefined();

    for (const flow of ['subscription_cancel', 'subscription_update'] as const) {
      await s.creator.agent.post('/api/billing/portal').set(CSRF).send({ flow }).expect(200);
      expect(stripe.requests.at(-1)!.form).toEqual({
        customer: s.customer,
        return_url: returnUrl,
        flow_data: {
          type: flow,
          [flow]: { subscription: s.subscription },
          after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
        },
      });
    }
    await s.creator.agent
      .post('/api/billing/portal')
      .set(CSRF)
      .send({ flow: 'payment_method_update' })
      .expect(200);
    expect(stripe.requests.at(-1)!.form.flow_data).toMatchObject({ type: 'payment_method_update' });

    const unknown = await s.creator.agent
      .post('/api/billing/portal')
      .set(CSRF)
      .send({ flow: 'subscription_delete' })
      .expect(400);
    expect(unknown.body.error).toBe('validation_error');
    stripe.failNext(400, { type: 'invalid_request_error', message: 'No such customer' });
    const down = await s.creator.agent.post('/api/billing/portal').set(CSRF).expect(502);
    expect(down.body.error).toBe('payment_provider_unavailable');
  });

  it('keeps the local portal shut: its changes would bypass Stripe', async () => {
    const s = await stripeSubscriber();
    for (const action of ['cancel', 'resume']) {
      await s.creator.agent.post(`/api/billing/local-subscription/${action}`).set(CSRF).expect(404);
    }
    expect((await subscriptionOf(s)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('what the creator does in the portal, as its webhooks report it', () => {
  it('cancels at the period’s end and resumes, each event applied once', async () => {
    const s = await stripeSubscriber();
    await deliverTwice(subscriptionUpdated(s, 'Starter', { cancel_at_period_end: true }));
    expect(await subscriptionOf(s)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await deliverTwice(
      subscriptionUpdated(s, 'Starter', { cancel_at_period_end: false, created: stripeNow() + 1 }),
    );
    expect(await subscriptionOf(s)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(await getBalance(t.database.db, s.creator.user.id)).toBe(20 + 100);
  });

  it('grants an upgrade its prorated tokens once, from the invoice alone, in either order', async () => {
    for (const invoiceFirst of [true, false]) {
      const s = await stripeSubscriber();
      // Half the month left: Starter's unused half credited, Creator's half charged.
      const upgrade = invoicePaid(s, 'subscription_update', [
        line('Starter', -450, true),
        line('Creator', 1450, true),
      ]);
      const changed = subscriptionUpdated(s, 'Creator', { created: stripeNow() + 1 });
      for (const e of invoiceFirst ? [upgrade, changed] : [changed, upgrade]) await deliverTwice(e);

      expect(await subscriptionOf(s)).toMatchObject({
        plan: { name: 'Creator' },
        status: 'active',
      });
      expect(await getBalance(t.database.db, s.creator.user.id)).toBe(20 + 100 + 200);
      const invoices = (await s.creator.agent.get('/api/billing/invoices').expect(200)).body.items;
      expect(invoices[0]).toEqual({
        id: upgrade.data.object.id,
        planName: 'Creator',
        reason: 'subscription_update',
        amountCents: 1000,
        currency: 'usd',
        tokens: 200,
        paidAt: expect.any(String),
        url: 'https://invoice.stripe.test/i/acct_x/test_y',
        provider: 'stripe',
      });
      expect(invoices).toHaveLength(2);
    }
  });

  it('grants a downgrade nothing, and the next renewal the new plan’s allowance', async () => {
    const s = await stripeSubscriber();
    await deliver(subscriptionUpdated(s, 'Studio', { created: stripeNow() + 1 }));
    // Studio → Starter: Studio's unused days are credited, so the invoice is paid with 0.
    const downgrade = invoicePaid(
      s,
      'subscription_update',
      [line('Studio', -4950, true), line('Starter', 450, true)],
      0,
    );
    await deliverTwice(downgrade);
    await deliverTwice(subscriptionUpdated(s, 'Starter', { created: stripeNow() + 2 }));
    expect(await subscriptionOf(s)).toMatchObject({ plan: { name: 'Starter' } });
    expect(await getBalance(t.database.db, s.creator.user.id)).toBe(20 + 100);
    const invoices = (await s.creator.agent.get('/api/billing/invoices')).body.items;
    expect(invoices[0]).toMatchObject({ reason: 'subscription_update', amountCents: 0, tokens: 0 });

    await deliverTwice(invoicePaid(s, 'subscription_cycle', [line('Starter', 900, false)]));
    expect(await getBalance(t.database.db, s.creator.user.id)).toBe(20 + 100 + 100);
    // A manual invoice on the same subscription pays for no allowance.
    await deliver(invoicePaid(s, 'manual', [line('Studio', 9900, false)]));
    expect(await getBalance(t.database.db, s.creator.user.id)).toBe(20 + 100 + 100);
  });
});
