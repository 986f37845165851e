import { grantCredits, type LedgerEntry } from '../credits/ledger';
import { type Database } from '../database';
import { CheckoutSession } from '../models/checkout-session';
import { CreditEntry } from '../models/credit-entry';
import { type Plan } from '../models/plan';
import { lockInvoice } from './billing-locks';

/**
 * THE one way a plan's allowance reaches a balance, for a paid Stripe invoice and for a local test
 * payment alike: the month's allowance, or (`tokens`, `reason`) an upgrade's share of it. Keyed by
 * the invoice (`invoice:<id>`; a local payment's own id stands in for its invoice), so however
 * often or in whatever order the payment is reported, it is granted once. Marks the checkout
 * session that the invoice paid for as granted.
 */
export async function grantAllowance(
  db: Database,
  grant: { userId: string; plan: Plan; tokens?: number; reason?: string } & (
    { invoiceId: string } | { localSessionId: string }
  ),
): Promise<LedgerEntry> {
  const invoiceId = 'invoiceId' in grant ? grant.invoiceId : grant.localSessionId;
  return db.transaction(async (trx) => {
    // First: checkout.session.completed marks this invoice's session too (billing-locks.ts).
    await lockInvoice(trx, invoiceId);
    const entry = await grantCredits(trx, {
      userId: grant.userId,
      amount: grant.tokens ?? grant.plan.monthly_tokens,
      kind: 'subscription',
      idempotencyKey: `invoice:${invoiceId}`,
      reason: grant.reason ?? `${grant.plan.name} plan: monthly allowance`,
    });
    await CheckoutSession.query(trx)
      .patch({ granted: true, updated_at: trx.fn.now() })
      .where({ invoice_id: invoiceId, granted: false });
    return entry;
  });
}

/** Whether the allowance for this invoice has been granted already. */
export async function isInvoiceGranted(db: Database, invoiceId: string): Promise<boolean> {
  const entry = await CreditEntry.query(db).findOne({ idempotency_key: `invoice:${invoiceId}` });
  return entry !== undefined;
}
