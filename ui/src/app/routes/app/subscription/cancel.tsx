import { CircleX } from 'lucide-react';

import { CardPage } from '@/components/layouts/card-page';
import { ButtonLink } from '@/components/ui/button-link';

/** /subscription/cancel: the user left the checkout without paying. */
export function SubscriptionCancelRoute() {
  return (
    <CardPage
      title="Checkout cancelled"
      icon={<CircleX className="size-10 text-ink-muted" aria-hidden="true" />}
    >
      <p className="text-center text-ink-muted">
        You left the checkout before paying, so nothing was charged. Your plan and your balance are
        as they were.
      </p>
      <ButtonLink to="/subscription" className="mt-6 w-full">
        Back to plans
      </ButtonLink>
    </CardPage>
  );
}
