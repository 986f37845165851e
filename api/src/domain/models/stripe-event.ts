import { Model } from 'objection';

/** A Stripe event already handled, by its id: a redelivery is recognised and ignored. */
export class StripeEvent extends Model {
  static override tableName = 'stripe_events';

  id!: string;
  type!: string;
  received_at!: Date;
}
