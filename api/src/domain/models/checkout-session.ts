import { Model } from 'objection';
import { type BillingProvider, type CheckoutStatus } from '../../contract/billing';
import { Plan } from './plan';

/** One purchase attempt: Stripe's `cs_…` id or a local `local_cs_…` id. */
export class CheckoutSession extends Model {
  static override tableName = 'checkout_sessions';

  id!: string;
  user_id!: string;
  plan_id!: string;
  provider!: BillingProvider;
  status!: CheckoutStatus;
  /** The invoice whose payment grants this purchase (for a local checkout, its own id). */
  invoice_id!: string | null;
  stripe_subscription_id!: string | null;
  granted!: boolean;
  created_at!: Date;
  updated_at!: Date;
  plan?: Plan;

  static override relationMappings = () => ({
    plan: {
      relation: Model.BelongsToOneRelation,
      modelClass: Plan,
      join: { from: 'checkout_sessions.plan_id', to: 'plans.id' },
    },
  });
}
