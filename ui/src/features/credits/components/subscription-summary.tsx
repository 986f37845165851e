import { CalendarClock } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button-link';
import { useSubscription } from '@/features/credits/api/get-subscription';
import { formatDate, formatPlanPrice } from '@/features/credits/lib/format';

export const statusLabels = {
  incomplete: 'Awaiting payment',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  unpaid: 'Unpaid',
} as const;

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

  const { plan } = current;
  const periodEnd = formatDate(current.currentPeriodEnd);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 text-sm">
        <p className="text-base font-semibold text-ink">
          {plan.name}{' '}
          <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {statusLabels[current.status]}
          </span>
        </p>
        <p className="mt-1">
          {plan.monthlyTokens.toLocaleString()} tokens per month · {formatPlanPrice(plan)} / month
        </p>
        {periodEnd ? (
          <p className="mt-1 flex items-center gap-1.5">
            <CalendarClock className="size-4" aria-hidden="true" />
            {current.cancelAtPeriodEnd ? `Ends on ${periodEnd}` : `Renews on ${periodEnd}`}
          </p>
        ) : null}
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
