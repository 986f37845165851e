import { type z } from 'zod';
import { type subscriptionResponseSchema } from '../../contract/billing';
import { type Database } from '../database';
import { toPlanView, type PlanRow } from './plans';

type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled' | 'unpaid';

export interface SubscriptionRow {
  id: string;
  user_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  provider: 'stripe' | 'local';
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  stripe_event_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export async function findSubscriptionOfUser(
  db: Database,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  return db<SubscriptionRow>('subscriptions').where({ user_id: userId }).first();
}

/** The signed-in user's subscription with its plan, as `GET /api/user/subscription` shows it. */
export async function subscriptionView(
  db: Database,
  userId: string,
): Promise<SubscriptionResponse> {
  const row = await findSubscriptionOfUser(db, userId);
  if (!row) return { subscription: null };
  const plan = await db<PlanRow>('plans').where({ id: row.plan_id }).first();
  return {
    subscription: {
      plan: toPlanView(plan!),
      status: row.status,
      currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      provider: row.provider,
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
  const periodEnd = new Date();
  periodEnd.setMonth(periodEnd.getMonth() + 1);
  await db('subscriptions')
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
