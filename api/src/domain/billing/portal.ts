import type Stripe from 'stripe';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { PaymentProviderError } from './checkout';
import { findSubscriptionOfUser } from './subscriptions';

/**
 * Stripe's customer portal for the user's paid subscription (change plan, card, cancel): the
 * address to send the browser to. no_billing_account until the user has a Stripe customer.
 */
export async function openBillingPortal(
  db: Database,
  options: { userId: string; stripe: Stripe; returnUrl: string },
): Promise<string> {
  const subscription = await findSubscriptionOfUser(db, options.userId);
  if (!subscription?.stripe_customer_id) throw new DomainError('no_billing_account');
  try {
    const session = await options.stripe.billingPortal.sessions.create({
      customer: subscription.stripe_customer_id,
      return_url: options.returnUrl,
    });
    return session.url;
  } catch (error) {
    throw new PaymentProviderError({ cause: error });
  }
}
