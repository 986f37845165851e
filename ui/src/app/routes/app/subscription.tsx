import { type Plan } from '@studio/api/contract/billing';
import { ArrowLeft, CircleX, Coins, FlaskConical, PartyPopper } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { CardPage } from '@/components/layouts/card-page';
import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useGoTo } from '@/hooks/use-go-to';
import { LOW_BALANCE_THRESHOLD, useBalance } from '@/features/credits/api/get-balance';
import { useCheckoutSession } from '@/features/credits/api/get-checkout-session';
import { usePlans } from '@/features/credits/api/get-plans';
import { useSubscription } from '@/features/credits/api/get-subscription';
import { usePayLocalCheckout } from '@/features/credits/api/pay-local-checkout';
import { useStartCheckout } from '@/features/credits/api/start-checkout';
import { GrantProgress } from '@/features/credits/components/grant-progress';
import { PlanCard } from '@/features/credits/components/plan-card';
import { SubscriptionSummary } from '@/features/credits/components/subscription-summary';
import { formatPlanPrice, formatTokens } from '@/features/credits/lib/format';

/** What the local checkout page hands the waiting page, so it can show the balance rise. */
type WaitingState = { balanceBefore?: number } | null;

const reviewPath = (plan: Plan) => `/subscription/review?plan=${encodeURIComponent(plan.id)}`;
const waitingPath = (sessionId: string) =>
  `/subscription/waiting?session=${encodeURIComponent(sessionId)}`;

/** /subscription: the plans side by side, the current plan and the balance. */
export function SubscriptionRoute() {
  const plans = usePlans();
  const subscription = useSubscription();
  const current =
    subscription.data && subscription.data.status !== 'canceled' ? subscription.data : null;

  return (
    <ContentPage
      title="Subscription"
      width="xl"
      description="Every plan adds its tokens to your balance each month. Tokens pay for AI actions."
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="balance-title"
          className="rounded-card border border-line bg-surface p-5 shadow-card"
        >
          <h2 id="balance-title" className="text-sm font-semibold text-ink-muted">
            Your balance
          </h2>
          <BalanceFigure />
        </section>
        <section
          aria-labelledby="current-plan-title"
          className="rounded-card border border-line bg-surface p-5 text-ink-muted shadow-card"
        >
          <h2 id="current-plan-title" className="mb-2 text-sm font-semibold text-ink-muted">
            Current plan
          </h2>
          <SubscriptionSummary onPlansPage />
        </section>
      </div>

      <section aria-labelledby="plans-title" className="mt-10">
        <h2 id="plans-title" className="text-xl font-bold text-ink">
          {current ? 'Change your plan' : 'Choose a plan'}
        </h2>
        {plans.isPending ? (
          <PageSpinner />
        ) : plans.isError ? (
          <div className="mt-4">
            <FormAlert tone="error">The plans could not be loaded. Please try again.</FormAlert>
          </div>
        ) : plans.data.length === 0 ? (
          <p className="mt-4 text-ink-muted">No plans are on offer at the moment.</p>
        ) : (
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {plans.data.map((plan) => {
              const isCurrent = current?.plan.id === plan.id;
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  current={isCurrent}
                  action={
                    isCurrent ? (
                      <Button variant="secondary" className="w-full" disabled>
                        Your current plan
                      </Button>
                    ) : (
                      <ButtonLink
                        to={reviewPath(plan)}
                        className="w-full"
                        aria-label={`${current ? 'Switch to' : 'Choose'} ${plan.name}`}
                      >
                        {current ? 'Switch to this plan' : 'Choose'}
                      </ButtonLink>
                    )
                  }
                />
              );
            })}
          </div>
        )}
      </section>
    </ContentPage>
  );
}

function BalanceFigure() {
  const balance = useBalance();
  if (!balance.isSuccess) return <p className="mt-2 text-ink-muted">…</p>;
  const low = balance.data.credits < LOW_BALANCE_THRESHOLD;
  return (
    <p
      data-low-balance={low}
      className={`mt-2 flex items-center gap-2 text-3xl font-bold tabular-nums ${
        low ? 'text-danger-600' : 'text-ink'
      }`}
    >
      <Coins
        className={`size-7 ${low ? 'text-danger-600' : 'text-success-600'}`}
        aria-hidden="true"
      />
      {formatTokens(balance.data.credits)}
    </p>
  );
}

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

  const current =
    subscription.data && subscription.data.status !== 'canceled' ? subscription.data : null;
  const price = formatPlanPrice(plan);

  return (
    <CardPage title="Review your plan" description="Check the plan before you pay.">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-surface-muted p-4 text-sm">
        <dt className="text-ink-muted">Plan</dt>
        <dd className="text-right font-semibold text-ink">{plan.name}</dd>
        <dt className="text-ink-muted">Tokens</dt>
        <dd className="text-right font-semibold text-ink">
          {plan.monthlyTokens.toLocaleString()} per month
        </dd>
        <dt className="text-ink-muted">Price</dt>
        <dd className="text-right font-semibold text-ink">{price} per month</dd>
      </dl>
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

/**
 * /subscription/checkout/local?session=…: the test payment page used when the server has no
 * payment provider. Paying completes the checkout through the same grant as a paid invoice.
 */
export function LocalCheckoutRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  if (!sessionId) return <MissingSession title="Test payment" />;
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
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-surface-muted p-4 text-sm">
            <dt className="text-ink-muted">Plan</dt>
            <dd className="text-right font-semibold text-ink">{session.data.plan.name}</dd>
            <dt className="text-ink-muted">Tokens</dt>
            <dd className="text-right font-semibold text-ink">
              {session.data.plan.monthlyTokens.toLocaleString()} per month
            </dd>
            <dt className="text-ink-muted">Price</dt>
            <dd className="text-right font-semibold text-ink">
              {formatPlanPrice(session.data.plan)} per month
            </dd>
          </dl>
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

/** /subscription/waiting?session=…: waits for the allowance and shows it arrive. */
export function SubscriptionWaitingRoute() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: WaitingState };
  const sessionId = params.get('session') ?? params.get('session_id');
  if (!sessionId) return <MissingSession title="Confirming your payment" />;
  return (
    <CardPage title="Confirming your payment">
      <GrantProgress sessionId={sessionId} balanceBefore={state?.balanceBefore ?? null} />
    </CardPage>
  );
}

/**
 * /subscription/success and /subscription-success: where a payment provider sends the user back.
 * With the checkout's id it watches for the tokens like the waiting page.
 */
export function SubscriptionSuccessRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? params.get('session_id');
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
          <BalanceFigureCentered />
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink to="/create-content">Create content</ButtonLink>
            <ButtonLink to="/credit-transactions" variant="secondary">
              Token history
            </ButtonLink>
          </div>
        </div>
      )}
    </CardPage>
  );
}

function BalanceFigureCentered() {
  return (
    <div className="flex justify-center">
      <BalanceFigure />
    </div>
  );
}

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

function MissingSession({ title }: { title: string }): ReactNode {
  return (
    <CardPage title={title}>
      <FormAlert tone="error">This link is missing its checkout reference.</FormAlert>
      <ButtonLink to="/subscription" className="mt-6 w-full">
        See plans
      </ButtonLink>
    </CardPage>
  );
}
