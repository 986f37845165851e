import { type Plan } from '@studio/api/contract/billing';
import { Check, Coins } from 'lucide-react';
import { type ReactNode } from 'react';

import { formatPlanPrice } from '@/features/credits/lib/format';

type PlanCardProps = {
  plan: Plan;
  /** The user's plan now: marked, and its action is whatever the caller passes. */
  current?: boolean;
  action: ReactNode;
};

/** One plan: name, monthly tokens, price per month, features, and an action. */
export function PlanCard({ plan, current = false, action }: PlanCardProps) {
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-current={current}
      className={`flex flex-col rounded-card border bg-surface p-6 shadow-card ${
        current ? 'border-brand-600 ring-2 ring-brand-200' : 'border-line'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-ink">
          {plan.name}
        </h3>
        {current ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            Current plan
          </span>
        ) : null}
      </div>
      {plan.description ? <p className="mt-1 text-sm text-ink-muted">{plan.description}</p> : null}
      <p className="mt-4">
        <span className="text-3xl font-bold tracking-tight text-ink">{formatPlanPrice(plan)}</span>
        <span className="text-sm text-ink-muted"> / month</span>
      </p>
      <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-ink">
        <Coins className="size-4 text-success-600" aria-hidden="true" />
        {plan.monthlyTokens.toLocaleString()} tokens per month
      </p>
      {plan.features.length > 0 ? (
        <ul className="mt-4 space-y-2 text-sm text-ink-muted">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-6">{action}</div>
    </article>
  );
}
