import { FlaskConical } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { CardPage } from '@/components/layouts/card-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useBalance } from '@/features/credits/api/get-balance';
import { useCheckoutSession } from '@/features/credits/api/get-checkout-session';
import { usePayLocalCheckout } from '@/features/credits/api/pay-local-checkout';
import { MissingCheckoutReference } from '@/features/credits/components/missing-checkout-reference';
import { PlanTerms } from '@/features/credits/components/plan-terms';
import { type WaitingState, waitingPath } from '@/features/credits/lib/checkout-paths';
import { formatPlanPrice } from '@/features/credits/lib/format';

/**
 * /subscription/checkout/local?session=…: the test payment page used when the server has no
 * payment provider. Paying completes the checkout through the same grant as a paid invoice.
 */
export function LocalCheckoutRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  if (!sessionId) return <MissingCheckoutReference title="Test payment" />;
  return <LocalCheckout sessionId={sessionId} />;
}

function LocalCheckout({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const session = useCheckoutSession(sessionId);
  const balance = useBalance();
  const pay = usePayLocalCheckout();

  if (session.isPending) return <PageSpinner />;

  function payNow() {
    const balanceBefore = balance.data?.credits;
    pay.mutate(sessionId, {
      onSuccess: () => {
        void navigate(waitingPath(sessionId), {
          state: { balanceBefore } satisfies WaitingState,
        });
      },
    });
  }

  return (
    <CardPage
      title="Test payment"
      icon={<FlaskConical className="size-10 text-warning-800" aria-hidden="true" />}
    >
      <div
        role="note"
        className="rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm font-medium text-warning-800"
      >
        No real payment is taken: this installation has no payment provider configured.
      </div>
      {session.isError ? (
        <div className="mt-6 space-y-4">
          <FormAlert tone="error">This checkout could not be found.</FormAlert>
          <ButtonLink to="/subscription" className="w-full">
            See plans
          </ButtonLink>
        </div>
      ) : session.data.status !== 'open' ? (
        <div className="mt-6 space-y-4">
          <FormAlert tone={session.data.status === 'complete' ? 'success' : 'error'}>
            {session.data.status === 'complete'
              ? 'This checkout has already been paid.'
              : 'This checkout expired. Nothing was charged.'}
          </FormAlert>
          <ButtonLink
            to={session.data.status === 'complete' ? waitingPath(sessionId) : '/subscription'}
            className="w-full"
          >
            {session.data.status === 'complete' ? 'See your tokens' : 'See plans'}
          </ButtonLink>
        </div>
      ) : (
        <>
          <PlanTerms plan={session.data.plan} className="mt-6" />
          <Button size="lg" className="mt-6 w-full" isLoading={pay.isPending} onClick={payNow}>
            Pay {formatPlanPrice(session.data.plan)} (test)
          </Button>
          <Link
            to="/subscription/cancel"
            className="mt-4 block text-center text-sm font-medium text-ink-muted underline hover:text-ink"
          >
            Cancel and go back
          </Link>
        </>
      )}
    </CardPage>
  );
}
