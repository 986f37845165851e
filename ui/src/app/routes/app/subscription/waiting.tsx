import { useLocation, useSearchParams } from 'react-router-dom';

import { CardPage } from '@/components/layouts/card-page';
import { GrantProgress } from '@/features/credits/components/grant-progress';
import { MissingCheckoutReference } from '@/features/credits/components/missing-checkout-reference';
import { type WaitingState, checkoutSessionId } from '@/features/credits/lib/checkout-paths';

/** /subscription/waiting?session=…: waits for the allowance and shows it arrive. */
export function SubscriptionWaitingRoute() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: WaitingState };
  const sessionId = checkoutSessionId(params);
  if (!sessionId) return <MissingCheckoutReference title="Confirming your payment" />;
  return (
    <CardPage title="Confirming your payment">
      <GrantProgress sessionId={sessionId} balanceBefore={state?.balanceBefore ?? null} />
    </CardPage>
  );
}
