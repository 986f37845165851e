import { CalendarClock } from 'lucide-react';

import { type Subscription } from '@/features/credits/api/get-subscription';
import { formatDate, formatPlanPrice } from '@/features/credits/lib/format';

export const statusLabels = {
  incomplete: 'Awaiting payment',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  unpaid: 'Unpaid',
} as const;

/** A live plan in three lines: its name and state, what it gives for what, when it renews or ends. */
export function PlanFacts({ current }: { current: Subscription }) {
  const { plan } = current;
  const periodEnd = formatDate(current.currentPeriodEnd);
  return (
    <>
      <p className="text-base font-semibold text-ink">
        {plan.name}{' '}
        <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
          {current.cancelAtPeriodEnd ? 'Cancelled' : statusLabels[current.status]}
        </span>
      </p>
      <p className="mt-1">
        {plan.monthlyTokens.toLocaleString()} tokens per month · {formatPlanPrice(plan)} / month
      </p>
      {periodEnd ? (
        <p className="mt-1 flex items-center gap-1.5" data-testid="plan-period">
          <CalendarClock className="size-4" aria-hidden="true" />
          {current.cancelAtPeriodEnd
            ? `Ends on ${periodEnd}. Your tokens stay yours to use.`
            : `Renews on ${periodEnd}`}
        </p>
      ) : null}
    </>
  );
}
