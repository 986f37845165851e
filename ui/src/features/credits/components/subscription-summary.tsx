import { ButtonLink } from '@/components/ui/button-link';
import { useSubscription } from '@/features/credits/api/get-subscription';
import { PlanFacts } from '@/features/credits/components/plan-facts';

/**
 * The user's plan in a few lines, with Manage (Settings' plan section: change, cancel, card,
 * invoices) or Choose a plan. On the plans page itself (`onPlansPage`) the links to that page
 * are left out.
 */
export function SubscriptionSummary({ onPlansPage = false }: { onPlansPage?: boolean }) {
  const subscription = useSubscription();

  if (subscription.isPending) return <p className="text-sm text-ink-muted">Loading your plan…</p>;
  if (subscription.isError) {
    return <p className="text-sm text-danger-700">Your plan could not be loaded.</p>;
  }

  const current = subscription.data;
  if (!current || current.status === 'canceled') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          {current ? `Your ${current.plan.name} plan has ended.` : 'You have no plan yet.'} A plan
          adds tokens to your balance every month.
        </p>
        {onPlansPage ? null : (
          <ButtonLink to="/subscription" size="sm">
            Choose a plan
          </ButtonLink>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 text-sm">
        <PlanFacts current={current} />
        {current.provider === 'local' ? (
          <p className="mt-1 text-xs">Paid with the test checkout: no real payment was taken.</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/settings?section=plan" size="sm">
          Manage
        </ButtonLink>
        {onPlansPage ? null : (
          <ButtonLink to="/subscription" variant="secondary" size="sm">
            Change plan
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
