import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';

import { CardPage } from '@/components/layouts/card-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useGoTo } from '@/hooks/use-go-to';
import { useBalance } from '@/features/credits/api/get-balance';
import { usePlans } from '@/features/credits/api/get-plans';
import { activeSubscription, useSubscription } from '@/features/credits/api/get-subscription';
import { useStartCheckout } from '@/features/credits/api/start-checkout';
import { PlanTerms } from '@/features/credits/components/plan-terms';
import { formatPlanPrice, formatTokens } from '@/features/credits/lib/format';

/** /subscription/review?plan=…: confirm the plan, then start the checkout. */
export function SubscriptionReviewRoute() {
  const [params] = useSearchParams();
  const planId = params.get('plan');
  const plans = usePlans();
  const subscription = useSubscription();
  const balance = useBalance();
  const goTo = useGoTo();
  const checkout = useStartCheckout({ onStarted: ({ url }) => goTo(url) });

  if (plans.isPending) return <PageSpinner />;
  const plan = plans.data?.find((p) => p.id === planId);
  if (!plan) {
    return (
      <CardPage title="Review your plan">
        <FormAlert tone="error">
          {plans.isError
            ? 'The plans could not be loaded. Please try again.'
            : 'That plan is not available. Please choose one from the list.'}
        </FormAlert>
        <ButtonLink to="/subscription" className="mt-6 w-full">
          See plans
        </ButtonLink>
      </CardPage>
    );
  }

  const current = activeSubscription(subscription.data);
  const price = formatPlanPrice(plan);

  return (
    <CardPage title="Review your plan" description="Check the plan before you pay.">
      <PlanTerms plan={plan} />
      <h2 className="mt-6 text-sm font-semibold text-ink">What happens next</h2>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-ink-muted">
        {current && current.plan.id !== plan.id ? (
          <li>
            This replaces your <strong className="text-ink">{current.plan.name}</strong> plan.
          </li>
        ) : null}
        <li>You go to the payment page to pay {price}.</li>
        <li>
          Once the payment is confirmed, {formatTokens(plan.monthlyTokens)} are added to your
          balance
          {balance.data ? ` (now ${balance.data.credits})` : ''}, and again every month.
        </li>
        <li>You can change or cancel the plan at any time in Settings.</li>
      </ol>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <ButtonLink to="/subscription" variant="secondary">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </ButtonLink>
        <Button isLoading={checkout.isPending} onClick={() => checkout.mutate(plan.id)}>
          Confirm and pay
        </Button>
      </div>
    </CardPage>
  );
}
