import { type z } from 'zod';
import { type InvoiceReason, type invoicesResponseSchema } from '../../contract/billing';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { BillingInvoice } from '../models/billing-invoice';
import { Plan } from '../models/plan';

/**
 * Keeps a paid invoice for the user's Invoices list. Recorded in the transaction that grants its
 * tokens; a second report of the same invoice changes nothing.
 */
export async function recordInvoice(
  db: Database,
  invoice: {
    id: string;
    userId: string;
    plan: Plan;
    provider: 'stripe' | 'local';
    reason: InvoiceReason;
    amountCents: number;
    currency: string;
    tokens: number;
    hostedUrl?: string | null;
    paidAt?: Date;
  },
): Promise<void> {
  await BillingInvoice.query(db)
    .insert({
      id: invoice.id,
      user_id: invoice.userId,
      plan_id: invoice.plan.id,
      provider: invoice.provider,
      reason: invoice.reason,
      amount_cents: invoice.amountCents,
      currency: invoice.currency,
      tokens: invoice.tokens,
      hosted_url: invoice.hostedUrl ?? null,
      paid_at: invoice.paidAt ?? clock.now(),
    })
    .onConflict('id')
    .ignore();
}

/** The invoices list of Settings: the user's own, newest first (a year of renewals fits). */
export async function listInvoices(
  db: Database,
  userId: string,
): Promise<z.infer<typeof invoicesResponseSchema>> {
  const rows = await BillingInvoice.query(db)
    .where('billing_invoices.user_id', userId)
    .join(Plan.tableName, 'plans.id', 'billing_invoices.plan_id')
    .select('billing_invoices.*', 'plans.name as plan_name')
    .orderBy([
      { column: 'billing_invoices.paid_at', order: 'desc' },
      { column: 'billing_invoices.created_at', order: 'desc' },
    ])
    .limit(24)
    .castTo<Array<BillingInvoice & { plan_name: string }>>();
  return {
    items: rows.map((row) => ({
      id: row.id,
      planName: row.plan_name,
      reason: row.reason,
      amountCents: row.amount_cents,
      currency: row.currency,
      tokens: row.tokens,
      paidAt: row.paid_at.toISOString(),
      url: row.hosted_url,
      provider: row.provider,
    })),
  };
}
