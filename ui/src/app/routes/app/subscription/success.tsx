import { useSearchParams } from 'react-router-dom';

import { CheckoutOutcomePage } from '@/features/credits/components/checkout-outcome-page';
import { checkoutSessionId } from '@/features/credits/lib/checkout-paths';

/**
 * /subscription/success and /subscription-success: where a payment provider may send the user
 * back. It thanks for a purchase only when the server says the checkout in the link completed;
 * without one, or for one that did not, it says no purchase was made (issue 12).
 */
export function SubscriptionSuccessRoute() {
  const [params] = useSearchParams();
  return <CheckoutOutcomePage sessionId={checkoutSessionId(params)} balanceBefore={null} />;
}
