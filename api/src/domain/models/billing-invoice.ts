import { Model } from 'objection';
import { type BillingProvider, type InvoiceReason } from '../../contract/billing';

/** One paid invoice of a subscription: Stripe's, or a local test payment. */
export class BillingInvoice extends Model {
  static override tableName = 'billing_invoices';

  id!: string;
  user_id!: string;
  plan_id!: string;
  provider!: BillingProvider;
  reason!: InvoiceReason;
  amount_cents!: number;
  currency!: string;
  /** What it added to the balance. */
  tokens!: number;
  hosted_url!: string | null;
  paid_at!: Date;
  created_at!: Date;
}
