import request from 'supertest';
import {
  startStripeStandIn,
  type StripeStandIn,
} from '@studio/infra/testing/stand-ins/stripe-stand-in';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn } from '@studio/infra/testing/test-users';

let stripe: StripeStandIn;
let t: TestApp;
let plans: Array<{ id: string; name: string; monthlyTokens: number; priceCents: number }>;
const plan = (name: string) => plans.find((p) => p.name === name)!;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startTestApp({
    stripe: {
      secretKey: stripe.secretKey,
      webhookSecret: 'whsec_checkout_tests',
      apiBase: stripe.apiBase,
    },
  });
  plans = (await request(t.app.callback()).get('/api/plans').expect(200)).body;
  // Creator has a price set up in Stripe; the others are sent inline.
  await t.database
    .db('plans')
    .where({ name: 'Creator' })
    .update({ stripe_price_id: 'price_creator' });
  stripe.addPrice('price_creator', { unitAmount: plan('Creator').priceCents });
});
beforeEach(() => stripe.reset());
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('POST /api/billing/checkout with Stripe', () => {
  it('creates a subscription-mode Checkout Session for the plan’s price and records it', async () => {
    const { agent, user, email } = await registerAndSignIn(t.app);
    const { body } = await agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plan('Creator').id })
      .expect(200);
    expect(body).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
      sessionId: expect.stringMatching(/^cs_test_/),
    });

    expect(stripe.requests).toHaveLength(1);
    const sent = stripe.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(sent.form).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_creator', quantity: '1' }],
      client_reference_id: user.id,
      customer_email: email,
      metadata: { userId: user.id, planId: plan('Creator').id },
      subscription_data: { metadata: { userId: user.id, planId: plan('Creator').id } },
      success_url: 'http://app.test/subscription/waiting?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/subscription/cancel',
    });

    const session = await agent.get(`/api/billing/checkout-sessions/${body.sessionId}`).expect(200);
    expect(session.body).toEqual({
      id: body.sessionId,
      plan: expect.objectContaining({ id: plan('Creator').id, name: 'Creator' }),
      status: 'open',
      granted: false,
      provider: 'stripe',
    });
  });

  it('sends the price inline for a plan without a Stripe price, and reuses a known customer', async () => {
    const { agent, user } = await registerAndSignIn(t.app);
    await t.database.db('subscriptions').insert({
      user_id: user.id,
      plan_id: plan('Starter').id,
      status: 'canceled',
      provider: 'stripe',
      stripe_customer_id: 'cus_known',
      stripe_subscription_id: 'sub_old',
    });
    await agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plan('Studio').id })
      .expect(200);
    const form = stripe.requests[0]!.form;
    expect(form.customer).toBe('cus_known');
    expect(form.customer_email).toBeUndefined();
    expect(form.line_items).toEqual([
      {
        price_data: {
          currency: 'usd',
          unit_amount: String(plan('Studio').priceCents),
          recurring: { interval: 'month' },
          product_data: { name: 'Studio plan' },
        },
        quantity: '1',
      },
    ]);
  });

  it('refuses a second subscription while one is live (changes go through the portal)', async () => {
    const { agent, user } = await registerAndSignIn(t.app);
    await t.database.db('subscriptions').insert({
      user_id: user.id,
      plan_id: plan('Starter').id,
      status: 'active',
      provider: 'stripe',
      stripe_customer_id: 'cus_live',
      stripe_subscription_id: 'sub_live',
    });
    const { body } = await agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plan('Creator').id })
      .expect(409);
    expect(body.error).toBe('already_subscribed');
    expect(stripe.requests).toHaveLength(0);

    const portal = await agent.post('/api/billing/portal').set(CSRF).expect(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(stripe.requests[0]).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_live', return_url: 'http://app.test/settings?section=plan' },
    });
  });

  it('answers 502 with a clear code when Stripe refuses, and records nothing', async () => {
    const { agent, user } = await registerAndSignIn(t.app);
    stripe.failNext(400, { type: 'invalid_request_error', message: 'Something is off' });
    const { body } = await agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plan('Creator').id })
      .expect(502);
    expect(body).toEqual({
      error: 'payment_provider_unavailable',
      message: expect.any(String),
    });
    expect(await t.database.db('checkout_sessions').where({ user_id: user.id })).toHaveLength(0);
  });

  it('checks the plan, the owner and the caller', async () => {
    const { agent } = await registerAndSignIn(t.app);
    const missing = await agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(missing.body.error).toBe('plan_not_found');
    const bad = await agent.post('/api/billing/checkout').set(CSRF).send({ planId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_error');
    await request(t.app.callback())
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plan('Creator').id })
      .expect(401);

    const { body } = await agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plan('Creator').id })
      .expect(200);
    const other = await registerAndSignIn(t.app);
    await other.agent.get(`/api/billing/checkout-sessions/${body.sessionId}`).expect(404);
  });

  it('offers no portal before a first payment, and no local test payment at all', async () => {
    const { agent } = await registerAndSignIn(t.app);
    const portal = await agent.post('/api/billing/portal').set(CSRF).expect(409);
    expect(portal.body.error).toBe('no_billing_account');
    const { body } = await agent
      .post('/api/billing/checkout')
      .set(CSRF)
      .send({ planId: plan('Creator').id })
      .expect(200);
    await agent.post(`/api/billing/local-checkout/${body.sessionId}/pay`).set(CSRF).expect(404);
    expect(await t.database.db('credit_entries').where({ kind: 'subscription' })).toHaveLength(0);
  });
});
