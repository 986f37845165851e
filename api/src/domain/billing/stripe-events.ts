import type Stripe from 'stripe';
import {
  type InvoiceReason,
  invoiceReasonSchema,
  subscriptionStatusSchema,
  type SubscriptionStatus,
} from '../../contract/billing';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { CheckoutSession } from '../models/checkout-session';
import { type Plan } from '../models/plan';
import { StripeEvent } from '../models/stripe-event';
import { Subscription } from '../models/subscription';
import { User } from '../models/user';
import { grantAllowance, isInvoiceGranted } from './allowance';
import { lockInvoice, lockSubscription } from './billing-locks';
import { recordInvoice } from './invoices';
import { upgradeTokens } from './plan-change';
import { findPlan, findPlanByStripePrice } from './plans';

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

type Trx = Database;

/**
 * Applies one verified Stripe event, exactly once: the event id is recorded in the same
 * transaction as its effects, so a redelivery finds it and changes nothing, and a failure records
 * nothing (Stripe delivers it again). Effects are also safe in any order: allowances are keyed by
 * invoice, and subscription changes older than the stored state are ignored.
 */
export function applyStripeEvent(db: Database, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction(async (trx) => {
    // Plain SQL: whether a row came back is the point, and objection would answer the model
    // it was given whether or not the insert was ignored.
    const recorded = await trx(StripeEvent.tableName)
      .insert({ id: event.id, type: event.type })
      .onConflict('id')
      .ignore()
      .returning('id');
    if (recorded.length === 0) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return checkoutCompleted(trx, event.data.object);
      case 'checkout.session.expired':
        await CheckoutSession.query(trx)
          .patch({ status: 'expired', updated_at: trx.fn.now() })
          .where({ id: event.data.object.id, status: 'open' });
        return 'handled';
      case 'invoice.paid':
        return invoicePaid(trx, event.data.object);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionChanged(trx, event);
      default:
        return 'ignored';
    }
  });
}

function idOf(value: string | { id?: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

async function knownUser(trx: Trx, userId: string | undefined | null): Promise<string | undefined> {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  const user = await User.query(trx).findById(userId).select('id');
  return user?.id;
}

async function checkoutCompleted(
  trx: Trx,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  if (session.mode !== 'subscription') return 'ignored';
  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  const invoiceId = idOf(session.invoice);
  // Before any row lock, in the order the other events take them (billing-locks.ts).
  if (invoiceId) await lockInvoice(trx, invoiceId);
  if (subscriptionId) await lockSubscription(trx, subscriptionId);
  const row = await CheckoutSession.query(trx).findById(session.id).forUpdate();
  if (row) {
    await CheckoutSession.query(trx)
      .findById(session.id)
      .patch({
        status: 'complete',
        invoice_id: invoiceId ?? null,
        stripe_subscription_id: subscriptionId ?? null,
        // invoice.paid may have come first.
        granted: row.granted || (invoiceId ? await isInvoiceGranted(trx, invoiceId) : false),
        updated_at: trx.fn.now(),
      });
  }
  const userId = await knownUser(
    trx,
    row?.user_id ?? session.metadata?.userId ?? session.client_reference_id,
  );
  const plan = await findPlan(trx, row?.plan_id ?? session.metadata?.planId ?? '');
  if (!userId || !plan || !subscriptionId) return row ? 'handled' : 'ignored';

  const linked = await Subscription.query(trx).findOne({ stripe_subscription_id: subscriptionId });
  if (linked) {
    if (!linked.stripe_customer_id && customerId) {
      await Subscription.query(trx)
        .findById(linked.id)
        .patch({ stripe_customer_id: customerId, updated_at: trx.fn.now() });
    }
    return 'handled';
  }
  // Its status arrives with customer.subscription.* events; until then it is incomplete.
  await Subscription.query(trx)
    .insert({
      user_id: userId,
      plan_id: plan.id,
      status: 'incomplete',
      provider: 'stripe',
      stripe_customer_id: customerId ?? null,
      stripe_subscription_id: subscriptionId,
    })
    .onConflict('user_id')
    .merge({
      plan_id: plan.id,
      status: 'incomplete',
      provider: 'stripe',
      stripe_customer_id: customerId ?? null,
      stripe_subscription_id: subscriptionId,
      current_period_end: null,
      cancel_at_period_end: false,
      stripe_event_at: null,
      updated_at: trx.fn.now(),
    });
  return 'handled';
}

async function invoicePaid(trx: Trx, invoice: Stripe.Invoice): Promise<EventOutcome> {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!details || !subscriptionId) return 'ignored'; // not a subscription's invoice
  const reason = invoiceReasonSchema.safeParse(invoice.billing_reason ?? 'subscription_cycle');
  // A manual or threshold invoice pays for no allowance.
  if (!reason.success) return 'ignored';
  const customerId = idOf(invoice.customer);
  const stored =
    (await Subscription.query(trx).findOne({ stripe_subscription_id: subscriptionId })) ??
    (customerId
      ? await Subscription.query(trx).findOne({ stripe_customer_id: customerId })
      : undefined);
  const userId = await knownUser(trx, stored?.user_id ?? details.metadata?.userId);
  if (!userId) return 'ignored';
  if (reason.data === 'subscription_update') {
    return upgradePaid(trx, invoice, userId, stored);
  }
  const plan =
    (await planOfPrices(
      trx,
      invoice.lines.data.map((line) => idOf(line.pricing?.price_details?.price)),
    )) ??
    (await findPlan(trx, details.metadata?.planId ?? '')) ??
    (stored ? await findPlan(trx, stored.plan_id) : undefined);
  // Not one of ours (another product on the same Stripe account), or a plan since deleted.
  if (!plan) return 'ignored';
  await grantAllowance(trx, { userId, plan, invoiceId: invoice.id });
  await recordStripeInvoice(trx, invoice, {
    userId,
    plan,
    reason: reason.data,
    tokens: plan.monthly_tokens,
  });
  return 'handled';
}

/**
 * The prorated invoice of a plan change made in the portal: its lines credit the old price for
 * the days left (a negative amount) and charge the new one for the same days. An upgrade grants
 * the allowance difference for the share of the month the new price's line was charged for
 * (plan-change.ts), read from the invoice alone, so the order of the events does not matter.
 */
async function upgradePaid(
  trx: Trx,
  invoice: Stripe.Invoice,
  userId: string,
  stored: Subscription | undefined,
): Promise<EventOutcome> {
  const lines = invoice.lines.data;
  const priceOf = (line: Stripe.InvoiceLineItem) => idOf(line.pricing?.price_details?.price);
  const charged = lines.filter((line) => line.amount > 0);
  const to = await planOfPrices(trx, charged.map(priceOf));
  const from =
    (await planOfPrices(trx, lines.filter((line) => line.amount < 0).map(priceOf))) ??
    (stored && stored.plan_id !== to?.id ? await findPlan(trx, stored.plan_id) : undefined);
  if (!to || !from) return 'ignored';
  const chargedForNewPlan = charged
    .filter((line) => priceOf(line) === to.stripe_price_id)
    .reduce((sum, line) => sum + line.amount, 0);
  const tokens = upgradeTokens(
    from,
    to,
    to.price_cents > 0 ? chargedForNewPlan / to.price_cents : 1,
  );
  if (tokens > 0) {
    await grantAllowance(trx, {
      userId,
      plan: to,
      invoiceId: invoice.id,
      tokens,
      reason: `Upgrade to ${to.name} plan: tokens for the rest of the month`,
    });
  }
  await recordStripeInvoice(trx, invoice, {
    userId,
    plan: to,
    reason: 'subscription_update',
    tokens,
  });
  return 'handled';
}

function recordStripeInvoice(
  trx: Trx,
  invoice: Stripe.Invoice,
  grant: { userId: string; plan: Plan; reason: InvoiceReason; tokens: number },
): Promise<void> {
  const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
  return recordInvoice(trx, {
    id: invoice.id,
    userId: grant.userId,
    plan: grant.plan,
    provider: 'stripe',
    reason: grant.reason,
    amountCents: invoice.amount_paid ?? 0,
    currency: invoice.currency ?? grant.plan.currency,
    tokens: grant.tokens,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    paidAt: paidAt ? new Date(paidAt * 1000) : clock.now(),
  });
}

async function planOfPrices(
  trx: Trx,
  priceIds: Array<string | undefined>,
): Promise<Plan | undefined> {
  for (const priceId of priceIds) {
    const plan = priceId ? await findPlanByStripePrice(trx, priceId) : undefined;
    if (plan) return plan;
  }
  return undefined;
}

/** Stripe's statuses in the app's five: trials count as active, an expired start as canceled. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'trialing') return 'active';
  if (status === 'incomplete_expired') return 'canceled';
  if (status === 'paused') return 'unpaid';
  const same = subscriptionStatusSchema.safeParse(status);
  return same.success ? same.data : 'incomplete';
}

async function subscriptionChanged(
  trx: Trx,
  event:
    | Stripe.CustomerSubscriptionCreatedEvent
    | Stripe.CustomerSubscriptionUpdatedEvent
    | Stripe.CustomerSubscriptionDeletedEvent,
): Promise<EventOutcome> {
  const subscription = event.data.object;
  // Before reading the stored state: two events may both find no row (billing-locks.ts).
  await lockSubscription(trx, subscription.id);
  const eventAt = new Date(event.created * 1000);
  const status =
    event.type === 'customer.subscription.deleted' ? 'canceled' : statusOf(subscription.status);
  const customerId = idOf(subscription.customer);
  const byId = await Subscription.query(trx)
    .findOne({ stripe_subscription_id: subscription.id })
    .forUpdate();
  const byCustomer =
    byId || !customerId
      ? undefined
      : await Subscription.query(trx).findOne({ stripe_customer_id: customerId });
  const userId = await knownUser(
    trx,
    byId?.user_id ?? subscription.metadata?.userId ?? byCustomer?.user_id,
  );
  if (!userId) return 'ignored';
  const current = byId ?? (await Subscription.query(trx).findOne({ user_id: userId }).forUpdate());

  if (current?.stripe_subscription_id === subscription.id) {
    const stored = current.stripe_event_at;
    // Older than what is stored, or a `created` that another event of the same second overtook.
    if (stored && eventAt < stored) return 'ignored';
    if (stored && eventAt.getTime() === stored.getTime() && event.type.endsWith('.created')) {
      return 'ignored';
    }
    // A canceled Stripe subscription never comes back to life.
    if (current.status === 'canceled' && status !== 'canceled') return 'ignored';
  } else if (current && current.status !== 'canceled' && status === 'canceled') {
    // The end of an older subscription must not end the one the user has now.
    return 'ignored';
  }

  const item = subscription.items?.data[0];
  const plan =
    (await planOfPrices(trx, [idOf(item?.price)])) ??
    (await findPlan(trx, subscription.metadata?.planId ?? '')) ??
    (current ? await findPlan(trx, current.plan_id) : undefined);
  if (!plan) return 'ignored';

  const fields = {
    plan_id: plan.id,
    status,
    provider: 'stripe' as const,
    stripe_customer_id: customerId ?? current?.stripe_customer_id ?? null,
    stripe_subscription_id: subscription.id,
    current_period_end: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancel_at_period_end: subscription.cancel_at_period_end,
    stripe_event_at: eventAt,
  };
  await Subscription.query(trx)
    .insert({ user_id: userId, ...fields })
    .onConflict('user_id')
    .merge({ ...fields, updated_at: trx.fn.now() });
  return 'handled';
}
