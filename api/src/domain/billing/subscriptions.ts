import { type z } from 'zod';
import { type subscriptionResponseSchema } from '../../contract/billing';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { Subscription } from '../models/subscription';
import { toPlanView } from './plans';

type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export async function findSubscriptionOfUser(
  db: Database,
  userId: string,
): Promise<Subscription | undefined> {
  return Subscription.query(db).findOne({ user_id: userId });
}

/**
 * A subscription's status now. A local one set to cancel ends when its period does (Stripe says so
 * itself, with customer.subscription.deleted).
 */
export function statusNow(row: Subscription, now = clock.now()) {
  const lapsed =
    row.provider === 'local' &&
    row.cancel_at_period_end &&
    row.current_period_end !== null &&
    row.current_period_end <= now;
  return lapsed ? 'canceled' : row.status;
}

/** The signed-in user's subscription with its plan, as `GET /api/user/subscription` shows it. */
export async function subscriptionView(
  db: Database,
  userId: string,
): Promise<SubscriptionResponse> {
  const row = await Subscription.query(db).findOne({ user_id: userId }).withGraphFetched('plan');
  if (!row) return { subscription: null };
  return {
    subscription: {
      plan: toPlanView(row.plan!),
      status: statusNow(row),
      currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      provider: row.provider,
      card:
        row.card_last4 && row.card_brand && row.card_exp_month && row.card_exp_year
          ? {
              brand: row.card_brand,
              last4: row.card_last4,
              expMonth: row.card_exp_month,
              expYear: row.card_exp_year,
            }
          : null,
    },
  };
}

/**
 * The local test checkout's subscription: active for a month from now on the plan just paid for.
 * Replaces whatever subscription row the user had (a local one, or a Stripe one that ended).
 */
export async function activateLocalSubscription(
  db: Database,
  userId: string,
  planId: string,
): Promise<void> {
  const periodEnd = clock.now();
  periodEnd.setMonth(periodEnd.getMonth() + 1);
  await Subscription.query(db)
    .insert({
      user_id: userId,
      plan_id: planId,
      status: 'active',
      provider: 'local',
      current_period_end: periodEnd,
      cancel_at_period_end: false,
    })
    .onConflict('user_id')
    .merge({
      plan_id: planId,
      status: 'active',
      provider: 'local',
      stripe_subscription_id: null,
      stripe_event_at: null,
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      updated_at: db.fn.now(),
    });
}
