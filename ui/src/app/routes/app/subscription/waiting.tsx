import { useLocation, useSearchParams } from 'react-router-dom';

import { CheckoutOutcomePage } from '@/features/credits/components/checkout-outcome-page';
import { type WaitingState, checkoutSessionId } from '@/features/credits/lib/checkout-paths';

/**
 * /subscription/waiting?session=…: waits for the allowance and shows it arrive; its title moves
 * from "Confirming your payment" to "Purchase complete" as soon as the server confirms it.
 */
export function SubscriptionWaitingRoute() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: WaitingState };
  return (
    <CheckoutOutcomePage
      sessionId={checkoutSessionId(params)}
      balanceBefore={state?.balanceBefore ?? null}
    />
  );
}
