import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { usePlans } from '@/features/credits/api/get-plans';
import { activeSubscription, useSubscription } from '@/features/credits/api/get-subscription';
import { BalanceFigure } from '@/features/credits/components/balance-figure';
import { PlanCard } from '@/features/credits/components/plan-card';
import { SubscriptionSummary } from '@/features/credits/components/subscription-summary';
import { SwitchPlanButton } from '@/features/credits/components/switch-plan-button';
import { reviewPath } from '@/features/credits/lib/checkout-paths';

/** /subscription: the plans side by side, the current plan and the balance. */
export function SubscriptionRoute() {
  const plans = usePlans();
  const current = activeSubscription(useSubscription().data);

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
                    ) : current ? (
                      <SwitchPlanButton plan={plan} current={current} />
                    ) : (
                      <ButtonLink to={reviewPath(plan)} className="w-full">
                        Choose {plan.name}
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
