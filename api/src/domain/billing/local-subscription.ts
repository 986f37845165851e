import { randomUUID } from 'node:crypto';
import { type z } from 'zod';
import {
  type localCardRequestSchema,
  type PlanChangePreview,
  type subscriptionResponseSchema,
} from '../../contract/billing';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Subscription } from '../models/subscription';
import { grantAllowance } from './allowance';
import { recordInvoice } from './invoices';
import { monthLeft, planChangeTerms } from './plan-change';
import { requireActivePlan, toPlanView } from './plans';
import { statusNow, subscriptionView } from './subscriptions';

/*
 * What Stripe's customer portal does for a Stripe subscription, done here for the local test
 * checkout's: change plan, cancel at the period's end, resume, change the card. The ledger and
 * the invoices change exactly as they do when Stripe's webhooks report the same change.
 */

type SubscriptionView = z.infer<typeof subscriptionResponseSchema>;

/**
 * The user's live local subscription with its plan; `lock` holds its row for a change, so two
 * changes at once are made one after the other.
 */
async function liveLocal(
  db: Database,
  userId: string,
  { lock }: { lock: boolean },
): Promise<Subscription> {
  const row = await Subscription.query(db)
    .findOne({ user_id: userId })
    .modify((q) => {
      if (lock) q.forUpdate();
    })
    .withGraphFetched('plan');
  if (!row || row.provider !== 'local' || statusNow(row) !== 'active') {
    throw new DomainError('no_billing_account');
  }
  return row;
}

async function termsOf(db: Database, row: Subscription, planId: string) {
  const plan = await requireActivePlan(db, planId);
  if (plan.id === row.plan_id) throw new DomainError('same_plan');
  const left = row.current_period_end ? monthLeft(row.current_period_end) : 1;
  return { plan, ...planChangeTerms(row.plan!, plan, left) };
}

/** What switching to `planId` would charge and grant now. */
export async function previewLocalPlanChange(
  db: Database,
  userId: string,
  planId: string,
): Promise<PlanChangePreview> {
  const row = await liveLocal(db, userId, { lock: false });
  const { plan, ...terms } = await termsOf(db, row, planId);
  return { plan: toPlanView(plan), currency: plan.currency, ...terms };
}

/**
 * Switches the plan now. An upgrade is paid (a local invoice for the price difference of the days
 * left) and granted its share of the allowance, once; choosing a plan also undoes a cancellation.
 */
export async function changeLocalPlan(
  db: Database,
  userId: string,
  planId: string,
): Promise<SubscriptionView> {
  await db.transaction(async (trx) => {
    const row = await liveLocal(trx, userId, { lock: true });
    const { plan, direction, amountCents, tokens } = await termsOf(trx, row, planId);
    await Subscription.query(trx)
      .findById(row.id)
      .patch({ plan_id: plan.id, cancel_at_period_end: false, updated_at: trx.fn.now() });
    if (direction === 'downgrade') return;
    const invoiceId = `local_in_${randomUUID().replaceAll('-', '')}`;
    await recordInvoice(trx, {
      id: invoiceId,
      userId,
      plan,
      provider: 'local',
      reason: 'subscription_update',
      amountCents,
      currency: plan.currency,
      tokens,
    });
    if (tokens > 0) {
      await grantAllowance(trx, {
        userId,
        plan,
        invoiceId,
        tokens,
        reason: `Upgrade to ${plan.name} plan: tokens for the rest of the month`,
      });
    }
  });
  return subscriptionView(db, userId);
}

/** Cancels at the period's end (`cancel`), or undoes that (resume). Asking twice changes nothing. */
export async function setLocalCancellation(
  db: Database,
  userId: string,
  cancel: boolean,
): Promise<SubscriptionView> {
  await db.transaction(async (trx) => {
    const row = await liveLocal(trx, userId, { lock: true });
    await Subscription.query(trx)
      .findById(row.id)
      .patch({ cancel_at_period_end: cancel, updated_at: trx.fn.now() });
  });
  return subscriptionView(db, userId);
}

/** The card network a number belongs to, by its leading digits. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** Keeps the test card's brand, last four digits and expiry; never its number or its code. */
export async function setLocalCard(
  db: Database,
  userId: string,
  card: z.infer<typeof localCardRequestSchema>,
): Promise<SubscriptionView> {
  await db.transaction(async (trx) => {
    const row = await liveLocal(trx, userId, { lock: true });
    await Subscription.query(trx)
      .findById(row.id)
      .patch({
        card_brand: cardBrand(card.number),
        card_last4: card.number.slice(-4),
        card_exp_month: card.expMonth,
        card_exp_year: card.expYear,
        updated_at: trx.fn.now(),
      });
  });
  return subscriptionView(db, userId);
}
