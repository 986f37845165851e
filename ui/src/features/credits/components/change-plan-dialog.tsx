import { type Plan } from '@studio/api/contract/billing';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { usePlans } from '@/features/credits/api/get-plans';
import { type Subscription } from '@/features/credits/api/get-subscription';
import {
  useLocalSubscriptionAction,
  usePlanChangePreview,
} from '@/features/credits/api/manage-local-subscription';
import {
  formatDate,
  formatPlanPrice,
  formatPrice,
  formatTokens,
} from '@/features/credits/lib/format';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type ChangePlanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: Subscription;
  /** The plan picked before the dialog opened (a plan card's "Switch to"). */
  initialPlanId?: string;
};

/**
 * The local checkout's plan change: pick another plan, see what it costs now (an upgrade is paid
 * and granted for the rest of the month; a downgrade is free), confirm.
 */
export function ChangePlanDialog({
  open,
  onOpenChange,
  current,
  initialPlanId,
}: ChangePlanDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change your plan"
      description={`You are on ${current.plan.name}: ${formatTokens(current.plan.monthlyTokens)} a month for ${formatPlanPrice(current.plan)}.`}
      size="lg"
    >
      {/* Mounted only while open, so each opening starts from the plan it was opened for. */}
      <ChangePlanForm
        current={current}
        initialPlanId={initialPlanId}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function ChangePlanForm({
  current,
  initialPlanId,
  onDone,
}: {
  current: Subscription;
  initialPlanId?: string;
  onDone: () => void;
}) {
  const plans = usePlans();
  const others = (plans.data ?? []).filter((plan) => plan.id !== current.plan.id);
  const [chosen, setChosen] = useState<string | null>(initialPlanId ?? null);
  const picked = chosen ?? others[0]?.id ?? null;
  const preview = usePlanChangePreview(picked);
  const change = useLocalSubscriptionAction('change-plan');
  const renewal = formatDate(current.currentPeriodEnd);

  return plans.isPending ? (
    <p className="text-sm text-ink-muted">Loading the plans…</p>
  ) : plans.isError ? (
    <FormAlert tone="error">The plans could not be loaded. Please try again.</FormAlert>
  ) : others.length === 0 ? (
    <p className="text-sm text-ink-muted">No other plan is on offer at the moment.</p>
  ) : (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!picked) return;
        change.mutate(
          { type: 'change-plan', planId: picked },
          {
            onSuccess: (subscription) => {
              toast({
                title: `You are on ${subscription?.plan.name ?? 'your new plan'}`,
                description: preview.data?.tokens
                  ? `${formatTokens(preview.data.tokens)} added to your balance.`
                  : 'Your new plan starts now.',
                variant: 'success',
              });
              onDone();
            },
          },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-ink">New plan</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {others.map((plan) => (
            <PlanOption
              key={plan.id}
              plan={plan}
              checked={plan.id === picked}
              onChoose={() => setChosen(plan.id)}
            />
          ))}
        </div>
      </fieldset>
      <div
        className="mt-4 min-h-16 rounded-lg bg-surface-muted p-3 text-sm text-ink"
        aria-live="polite"
      >
        {preview.isPending ? (
          <p className="text-ink-muted">Working out what changes…</p>
        ) : preview.isError ? (
          <p className="text-danger-700">
            {serverMessage(preview.error) ?? 'What this change costs could not be worked out.'}
          </p>
        ) : preview.data.direction === 'upgrade' ? (
          <p data-testid="plan-change-terms">
            Starts now. You pay{' '}
            <strong>{formatPrice(preview.data.amountCents, preview.data.currency)}</strong> for the
            rest of this month and get <strong>{formatTokens(preview.data.tokens)}</strong> now.{' '}
            {renewal ? `From ${renewal}, ` : 'Then '}
            {formatPlanPrice(preview.data.plan)} a month for{' '}
            {formatTokens(preview.data.plan.monthlyTokens)}.
          </p>
        ) : (
          <p data-testid="plan-change-terms">
            Starts now, at no charge. You keep the tokens you have.{' '}
            {renewal ? `From ${renewal}, ` : 'Then '}
            {formatPlanPrice(preview.data.plan)} a month for{' '}
            {formatTokens(preview.data.plan.monthlyTokens)}.
          </p>
        )}
      </div>
      {change.isError ? (
        <div className="mt-3">
          <FormAlert tone="error">
            {serverMessage(change.error) ?? 'Your plan could not be changed. Please try again.'}
          </FormAlert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Keep {current.plan.name}
        </Button>
        <Button type="submit" isLoading={change.isPending} disabled={!preview.isSuccess}>
          Switch to {others.find((plan) => plan.id === picked)?.name ?? 'this plan'}
        </Button>
      </div>
    </form>
  );
}

function PlanOption({
  plan,
  checked,
  onChoose,
}: {
  plan: Plan;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
        checked ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface hover:bg-surface-muted'
      }`}
    >
      <input
        type="radio"
        name="plan"
        value={plan.id}
        checked={checked}
        onChange={onChoose}
        className="mt-1 size-4 accent-brand-600"
      />
      <span>
        <span className="block font-semibold text-ink">{plan.name}</span>
        <span className="block text-ink-muted">
          {formatTokens(plan.monthlyTokens)} · {formatPlanPrice(plan)} / month
        </span>
      </span>
    </label>
  );
}
