import type Stripe from 'stripe';
import { type PortalFlow } from '../../contract/billing';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { PaymentProviderError } from './checkout';
import { findSubscriptionOfUser } from './subscriptions';

/**
 * Stripe's customer portal for the user's paid subscription: the address to send the browser to,
 * at the portal's home (plan, invoices, card, resume) or straight at one task, coming back to
 * `returnUrl` either way. no_billing_account until the user has a Stripe customer.
 */
export async function openBillingPortal(
  db: Database,
  options: { userId: string; stripe: Stripe; returnUrl: string; flow: PortalFlow },
): Promise<string> {
  const subscription = await findSubscriptionOfUser(db, options.userId);
  if (!subscription?.stripe_customer_id) throw new DomainError('no_billing_account');
  const { flow, returnUrl } = options;
  const subscriptionId = subscription.stripe_subscription_id;
  if ((flow === 'subscription_cancel' || flow === 'subscription_update') && !subscriptionId) {
    throw new DomainError('no_billing_account');
  }
  const afterCompletion = { type: 'redirect' as const, redirect: { return_url: returnUrl } };
  const flowData: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined =
    flow === 'payment_method_update'
      ? { type: flow, after_completion: afterCompletion }
      : flow === 'subscription_cancel'
        ? {
            type: flow,
            subscription_cancel: { subscription: subscriptionId! },
            after_completion: afterCompletion,
          }
        : flow === 'subscription_update'
          ? {
              type: flow,
              subscription_update: { subscription: subscriptionId! },
              after_completion: afterCompletion,
            }
          : undefined;
  try {
    const session = await options.stripe.billingPortal.sessions.create({
      customer: subscription.stripe_customer_id,
      return_url: returnUrl,
      ...(flowData ? { flow_data: flowData } : {}),
    });
    return session.url;
  } catch (error) {
    throw new PaymentProviderError({ cause: error });
  }
}
