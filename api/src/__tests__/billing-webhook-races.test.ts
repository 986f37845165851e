import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import {
  newStripeId as newId,
  stripeEvent,
  stripeNow as now,
} from '@studio/infra/testing/stripe-events';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { registerAndSignIn } from '@studio/infra/testing/test-users';

// Stripe sends a purchase's events at the same moment; the chaos suite's webhook-storm found
// what that does to a checkout session. These deliver each race many times over.
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const stripe = new Stripe('sk_test_webhooks_only');
const RACES = 25;

let t: TestApp;
let planId: string;
beforeAll(async () => {
  t = await startTestApp({
    stripe: { secretKey: 'sk_test_webhooks_only', webhookSecret: WEBHOOK_SECRET },
  });
  const plans = (await request(t.app.callback()).get('/api/plans').expect(200)).body;
  planId = plans[0].id;
});
afterAll(() => t.close());

function deliver(type: string, object: Record<string, unknown>, created?: number) {
  const body = JSON.stringify(stripeEvent(type, object, created));
  return request(t.app.callback())
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set(
      'Stripe-Signature',
      stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
    )
    .send(body)
    .expect(200);
}

async function purchase() {
  const user = await registerAndSignIn(t.app);
  const ids = {
    userId: user.user.id,
    session: newId('cs'),
    customer: newId('cus'),
    subscription: newId('sub'),
    invoice: newId('in'),
  };
  await t.database.db('checkout_sessions').insert({
    id: ids.session,
    user_id: ids.userId,
    plan_id: planId,
    provider: 'stripe',
  });
  return ids;
}

it('marks a checkout granted when its completion and its invoice arrive at once', async () => {
  const purchases = await Promise.all(Array.from({ length: RACES }, purchase));
  await Promise.all(
    purchases.flatMap((p) => {
      const metadata = { userId: p.userId, planId };
      return [
        deliver('checkout.session.completed', {
          id: p.session,
          object: 'checkout.session',
          mode: 'subscription',
          customer: p.customer,
          subscription: p.subscription,
          invoice: p.invoice,
          metadata,
        }),
        deliver('invoice.paid', {
          id: p.invoice,
          object: 'invoice',
          customer: p.customer,
          lines: { object: 'list', data: [] },
          parent: { subscription_details: { subscription: p.subscription, metadata } },
        }),
      ];
    }),
  );
  const sessions = await t.database
    .db('checkout_sessions')
    .whereIn(
      'id',
      purchases.map((p) => p.session),
    )
    .select('status', 'granted');
  expect(sessions).toEqual(Array(RACES).fill({ status: 'complete', granted: true }));
});

it('keeps the latest state when a subscription’s first two events arrive at once', async () => {
  const purchases = await Promise.all(Array.from({ length: RACES }, purchase));
  const start = now() - 60;
  const subscription = (p: Awaited<ReturnType<typeof purchase>>, status: string) => ({
    id: p.subscription,
    object: 'subscription',
    customer: p.customer,
    status,
    cancel_at_period_end: false,
    metadata: { userId: p.userId, planId },
    items: { object: 'list', data: [] },
  });
  await Promise.all(
    purchases.flatMap((p) => [
      deliver('customer.subscription.created', subscription(p, 'incomplete'), start),
      deliver('customer.subscription.updated', subscription(p, 'active'), start + 1),
    ]),
  );
  const rows = await t.database
    .db('subscriptions')
    .whereIn(
      'user_id',
      purchases.map((p) => p.userId),
    )
    .select('status');
  expect(rows).toEqual(Array(RACES).fill({ status: 'active' }));
});
