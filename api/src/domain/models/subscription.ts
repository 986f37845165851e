import { Model } from 'objection';
import { type BillingProvider, type SubscriptionStatus } from '../../contract/billing';
import { Plan } from './plan';

/** A user's one subscription: the Stripe one, or the local test checkout's. */
export class Subscription extends Model {
  static override tableName = 'subscriptions';

  id!: string;
  user_id!: string;
  plan_id!: string;
  status!: SubscriptionStatus;
  provider!: BillingProvider;
  stripe_customer_id!: string | null;
  stripe_subscription_id!: string | null;
  current_period_end!: Date | null;
  cancel_at_period_end!: boolean;
  /** The `created` time of the last Stripe event applied: older events are ignored. */
  stripe_event_at!: Date | null;
  /** The local checkout's test card (brand, last four digits, expiry); null for Stripe. */
  card_brand!: string | null;
  card_last4!: string | null;
  card_exp_month!: number | null;
  card_exp_year!: number | null;
  created_at!: Date;
  updated_at!: Date;
  plan?: Plan;

  static override relationMappings = () => ({
    plan: {
      relation: Model.BelongsToOneRelation,
      modelClass: Plan,
      join: { from: 'subscriptions.plan_id', to: 'plans.id' },
    },
  });
}
