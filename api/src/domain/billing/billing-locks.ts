import { type Database } from '../database';

/**
 * Locks held until the transaction ends, so that Stripe events about the same thing, delivered at
 * the same moment, take turns; the second then reads what the first committed. Without them, under
 * read committed, each would miss the other's uncommitted write:
 * - an invoice: invoice.paid grants it and marks its checkout session granted, while
 *   checkout.session.completed records the invoice on that session and asks whether it was
 *   granted; the session would stay ungranted for good (its waiting page spinning);
 * - a subscription: the first two events both find no stored row and both insert, and the later
 *   insert overwrites the newer state (an active subscription back to incomplete).
 * Always taken before any row lock, invoice before subscription, so they never deadlock.
 */
export async function lockInvoice(db: Database, invoiceId: string): Promise<void> {
  await advisoryLock(db, `invoice:${invoiceId}`);
}

export async function lockSubscription(db: Database, subscriptionId: string): Promise<void> {
  await advisoryLock(db, `stripe-subscription:${subscriptionId}`);
}

async function advisoryLock(db: Database, key: string): Promise<void> {
  await db.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
}
