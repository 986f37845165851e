import { type Plan } from '@studio/api/contract/billing';

import { formatPlanPrice } from '@/features/credits/lib/format';

/** A plan's terms as one pays for them: its name, its monthly tokens and its monthly price. */
export function PlanTerms({ plan, className = '' }: { plan: Plan; className?: string }) {
  return (
    <dl
      className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-surface-muted p-4 text-sm ${className}`}
    >
      <dt className="text-ink-muted">Plan</dt>
      <dd className="text-right font-semibold text-ink">{plan.name}</dd>
      <dt className="text-ink-muted">Tokens</dt>
      <dd className="text-right font-semibold text-ink">
        {plan.monthlyTokens.toLocaleString()} per month
      </dd>
      <dt className="text-ink-muted">Price</dt>
      <dd className="text-right font-semibold text-ink">{formatPlanPrice(plan)} per month</dd>
    </dl>
  );
}
