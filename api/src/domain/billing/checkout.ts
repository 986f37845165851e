import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { type z } from 'zod';
import { type checkoutSessionResponseSchema } from '../../contract/billing';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { CheckoutSession } from '../models/checkout-session';
import { type Plan } from '../models/plan';
import { type User } from '../models/user';
import { grantAllowance } from './allowance';
import { recordInvoice } from './invoices';
import { findPlan, toPlanView } from './plans';
import { activateLocalSubscription, findSubscriptionOfUser, statusNow } from './subscriptions';

type CheckoutSessionView = z.infer<typeof checkoutSessionResponseSchema>;

export class CheckoutSessionNotFoundError extends DomainError {
  constructor() {
    super('checkout_session_not_found');
  }
}

export class PaymentProviderError extends DomainError {
  constructor(options?: { cause: unknown }) {
    super('payment_provider_unavailable');
    if (options) this.cause = options.cause;
  }
}

/** The browser's page for a local (test) checkout session. */
export function localCheckoutUrl(sessionId: string): string {
  return `/subscription/checkout/local?session=${encodeURIComponent(sessionId)}`;
}

/**
 * Starts buying `plan`: a Stripe Checkout Session in subscription mode when Stripe is configured,
 * else a local test checkout. Records the session either way; answers where to send the browser.
 */
export async function startCheckout(
  db: Database,
  options: { user: User; plan: Plan; stripe?: Stripe; publicUrl: string },
): Promise<{ url: string; sessionId: string }> {
  const { user, plan, stripe } = options;
  const current = await findSubscriptionOfUser(db, user.id);
  if (!stripe) {
    // As with Stripe: a live plan is changed in Settings (prorated), not bought a second time.
    if (current?.provider === 'local' && statusNow(current) !== 'canceled') {
      throw new DomainError('already_subscribed');
    }
    const id = `local_cs_${randomUUID().replaceAll('-', '')}`;
    await CheckoutSession.query(db).insert({
      id,
      user_id: user.id,
      plan_id: plan.id,
      provider: 'local',
    });
    return { url: localCheckoutUrl(id), sessionId: id };
  }

  if (
    current?.provider === 'stripe' &&
    current.stripe_subscription_id &&
    current.status !== 'canceled'
  ) {
    // A second Checkout would start a second subscription; plan changes go through the portal.
    throw new DomainError('already_subscribed');
  }
  const metadata = { userId: user.id, planId: plan.id };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        plan.stripe_price_id
          ? { price: plan.stripe_price_id, quantity: 1 }
          : {
              // No price set up in Stripe for this plan: send it inline.
              price_data: {
                currency: plan.currency,
                unit_amount: plan.price_cents,
                recurring: { interval: 'month' },
                product_data: { name: `${plan.name} plan` },
              },
              quantity: 1,
            },
      ],
      client_reference_id: user.id,
      metadata,
      // Copied onto the subscription and each of its invoices, so every webhook knows whose it is.
      subscription_data: { metadata },
      ...(current?.stripe_customer_id
        ? { customer: current.stripe_customer_id }
        : { customer_email: user.email }),
      success_url: `${options.publicUrl}/subscription/waiting?session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${options.publicUrl}/subscription/cancel`,
    });
  } catch (error) {
    throw new PaymentProviderError({ cause: error });
  }
  if (!session.url) throw new PaymentProviderError();
  await CheckoutSession.query(db).insert({
    id: session.id,
    user_id: user.id,
    plan_id: plan.id,
    provider: 'stripe',
  });
  return { url: session.url, sessionId: session.id };
}

/** An unpaid local checkout lapses after a day, as a Stripe Checkout Session does by default. */
export const LOCAL_CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

function lapsed(row: CheckoutSession, now = clock.nowMs()): boolean {
  return (
    row.provider === 'local' &&
    row.status === 'open' &&
    now - row.created_at.getTime() > LOCAL_CHECKOUT_LIFETIME_MS
  );
}

/** `row` with its plan loaded. */
function toView(row: CheckoutSession): CheckoutSessionView {
  return {
    id: row.id,
    plan: toPlanView(row.plan!),
    status: lapsed(row) ? 'expired' : row.status,
    granted: row.granted,
    provider: row.provider,
  };
}

/** A checkout session as its owner's waiting page sees it; not found for anyone else. */
export async function checkoutSessionView(
  db: Database,
  id: string,
  userId: string,
): Promise<CheckoutSessionView> {
  const row = await CheckoutSession.query(db)
    .findOne({ id, user_id: userId })
    .withGraphFetched('plan');
  if (!row) throw new CheckoutSessionNotFoundError();
  return toView(row);
}

/**
 * The local test payment: completes the session, makes the plan the user's (local) subscription
 * and grants the allowance through the same path a paid Stripe invoice takes. Paying twice
 * grants once.
 */
export async function payLocalCheckout(
  db: Database,
  id: string,
  userId: string,
): Promise<CheckoutSessionView> {
  return db.transaction(async (trx) => {
    const session = await CheckoutSession.query(trx)
      .findOne({ id, user_id: userId, provider: 'local' })
      .forUpdate();
    if (!session) throw new CheckoutSessionNotFoundError();
    if (session.status === 'expired' || lapsed(session)) {
      throw new DomainError('checkout_expired');
    }
    const plan = (await findPlan(trx, session.plan_id))!;
    await CheckoutSession.query(trx)
      .patch({ status: 'complete', invoice_id: id, updated_at: trx.fn.now() })
      .where({ id });
    await activateLocalSubscription(trx, userId, plan.id);
    await grantAllowance(trx, { userId, plan, localSessionId: id });
    await recordInvoice(trx, {
      id,
      userId,
      plan,
      provider: 'local',
      reason: 'subscription_create',
      amountCents: plan.price_cents,
      currency: plan.currency,
      tokens: plan.monthly_tokens,
    });
    const paid = await CheckoutSession.query(trx).findById(id).withGraphFetched('plan');
    return toView(paid!);
  });
}
