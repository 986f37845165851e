import { PartyPopper } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';

import { CardPage } from '@/components/layouts/card-page';
import { AfterPurchaseLinks } from '@/features/credits/components/after-purchase-links';
import { BalanceFigure } from '@/features/credits/components/balance-figure';
import { GrantProgress } from '@/features/credits/components/grant-progress';
import { checkoutSessionId } from '@/features/credits/lib/checkout-paths';

/**
 * /subscription/success and /subscription-success: where a payment provider sends the user back.
 * With the checkout's id it watches for the tokens like the waiting page.
 */
export function SubscriptionSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = checkoutSessionId(params);
  return (
    <CardPage
      title="Purchase complete"
      icon={<PartyPopper className="size-10 text-brand-600" aria-hidden="true" />}
    >
      {sessionId ? (
        <GrantProgress sessionId={sessionId} balanceBefore={null} />
      ) : (
        <div className="space-y-5 text-center">
          <p className="text-ink-muted">
            Thank you! Your plan&apos;s tokens are added to your balance as soon as the payment is
            confirmed.
          </p>
          <div className="flex justify-center">
            <BalanceFigure />
          </div>
          <AfterPurchaseLinks />
        </div>
      )}
    </CardPage>
  );
}
