import { type CheckoutSession } from '@/features/credits/api/get-checkout-session';
import { ApiError } from '@/lib/api-client';

/**
 * What the page a payment provider sends the creator back to may say, decided from the server's
 * record of the checkout, never from having arrived on the page:
 * - `granted`: paid and the plan's tokens added: the only state that thanks for a purchase;
 * - `confirming`: paid but not yet granted, or a Stripe checkout whose confirmation (a webhook)
 *   has not arrived yet, which happens when the browser is faster than the webhook;
 * - `not-paid`: a local test checkout still open (its payment is immediate, so open means unpaid);
 * - `none`: no checkout in the link, none with this reference on the account, or one that expired;
 * - `unknown`: the server could not be asked (the page offers to ask again);
 * - `checking`: the first answer has not arrived.
 */
export type CheckoutOutcome =
  | { kind: 'checking' }
  | { kind: 'unknown' }
  | { kind: 'none'; reason: 'no-reference' | 'not-found' | 'expired' }
  | { kind: 'not-paid'; session: CheckoutSession }
  | { kind: 'confirming'; session: CheckoutSession }
  | { kind: 'granted'; session: CheckoutSession };

export function checkoutOutcome(
  sessionId: string | null,
  query: { data?: CheckoutSession; error: unknown; isPending: boolean },
): CheckoutOutcome {
  if (!sessionId) return { kind: 'none', reason: 'no-reference' };
  const session = query.data;
  if (!session) {
    if (query.isPending) return { kind: 'checking' };
    return query.error instanceof ApiError && query.error.code === 'checkout_session_not_found'
      ? { kind: 'none', reason: 'not-found' }
      : { kind: 'unknown' };
  }
  if (session.granted) return { kind: 'granted', session };
  if (session.status === 'expired') return { kind: 'none', reason: 'expired' };
  if (session.status === 'open' && session.provider === 'local') {
    return { kind: 'not-paid', session };
  }
  return { kind: 'confirming', session };
}

/** Each outcome's page title: a purchase is called complete only once it is. */
export const CHECKOUT_OUTCOME_TITLES: Record<CheckoutOutcome['kind'], string> = {
  checking: 'Checking your payment',
  unknown: 'We could not check your payment',
  none: 'No purchase was made',
  'not-paid': 'No purchase was made',
  confirming: 'Confirming your payment',
  granted: 'Purchase complete',
};
