import { managerCreditRequestSchema } from '@studio/api/contract/billing';
import { type ManagedUser } from '@studio/api/contract/manager-users';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';

import { useReasonForm } from '@/components/ui/operator-action-form';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { FieldError, inputClass } from '@/components/ui/text-field';
import { useAdjustCredits } from '../api/user-actions';
import { displayName } from '../model/user-format';

const AMOUNT_PROBLEM = 'Enter a whole number of credits above zero';

/**
 * The dialog's fields: a grant or a deduction of a whole number of credits above zero (the call
 * signs it), and the reason as the contract checks it.
 */
const creditChangeSchema = z.object({
  direction: z.enum(['grant', 'deduct']),
  amount: z.number({ error: AMOUNT_PROBLEM }).int(AMOUNT_PROBLEM).min(1, AMOUNT_PROBLEM),
  reason: managerCreditRequestSchema.shape.reason,
});

/**
 * A grant or a deduction with the reason the audit log keeps. The server refuses a deduction
 * below zero (409) and its sentence is shown as it is.
 */
export function CreditAdjustDialog({
  user,
  open,
  onOpenChange,
}: {
  user: ManagedUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const adjust = useAdjustCredits(user.id);
  const form = useReasonForm(creditChangeSchema, { direction: 'grant', amount: NaN, reason: '' });
  const granting = useWatch({ control: form.control, name: 'direction' }) === 'grant';
  const amountError = form.formState.errors.amount?.message;

  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      action={adjust}
      form={form}
      send={(reason, { direction, amount }) => ({
        amount: direction === 'grant' ? amount : -amount,
        reason,
      })}
      title="Grant or deduct credits"
      description={`${displayName(user)} has ${user.credits} credits. A deduction never takes the balance below zero.`}
      reasonPlaceholder="e.g. Refund for the outage on Monday"
      failure="The balance could not be changed. Please try again."
      keepLabel="Keep the balance"
      confirmLabel={granting ? 'Grant credits' : 'Deduct credits'}
      confirmVariant={granting ? 'primary' : 'danger'}
      done={(_, { direction, amount }) => ({
        title: direction === 'grant' ? 'Credits granted' : 'Credits deducted',
        description: `${amount} credits ${direction === 'grant' ? 'to' : 'from'} ${user.email}.`,
      })}
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">Change</legend>
        <div className="mt-1.5 flex gap-4">
          {(['grant', 'deduct'] as const).map((choice) => (
            <label key={choice} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                value={choice}
                className="size-4 accent-brand-600"
                {...form.register('direction')}
              />
              {choice === 'grant' ? 'Grant' : 'Deduct'}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-amount`} className="text-sm font-medium text-ink">
          Credits
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${id}-amount-error` : undefined}
          className={`mt-1.5 ${inputClass}`}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <FieldError id={`${id}-amount-error`} error={amountError} />
      </div>
    </ReasonDialog>
  );
}
