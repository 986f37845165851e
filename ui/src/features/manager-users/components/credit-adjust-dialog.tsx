import { type ManagedUser } from '@studio/api/contract/manager-users';
import { useId, useState } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { OperatorActionForm } from '@/components/ui/operator-action-form';
import { FieldError, inputClass } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useAdjustCredits } from '../api/user-actions';
import { displayName } from '../model/user-format';

type Direction = 'grant' | 'deduct';

/** The amount as typed, as a whole number of credits above zero, or the problem with it. */
export function amountProblem(text: string): string | null {
  const amount = Number(text);
  return text.trim() !== '' && Number.isInteger(amount) && amount > 0
    ? null
    : 'Enter a whole number of credits above zero';
}

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
  const [direction, setDirection] = useState<Direction>('grant');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) adjust.reset();
        onOpenChange(next);
      }}
      dismissible={!adjust.isPending}
      title="Grant or deduct credits"
      description={`${displayName(user)} has ${user.credits} credits. A deduction never takes the balance below zero.`}
    >
      <OperatorActionForm
        reasonPlaceholder="e.g. Refund for the outage on Monday"
        action={adjust}
        failure="The balance could not be changed. Please try again."
        keepLabel="Keep the balance"
        confirmLabel={direction === 'grant' ? 'Grant credits' : 'Deduct credits'}
        confirmVariant={direction === 'grant' ? 'primary' : 'danger'}
        onKeep={() => onOpenChange(false)}
        onConfirm={(reason) => {
          const wrong = amountProblem(amount);
          setAmountError(wrong);
          if (wrong) return;
          const credits = Number(amount);
          adjust.mutate(
            { amount: direction === 'grant' ? credits : -credits, reason },
            {
              onSuccess: () => {
                toast({
                  title: direction === 'grant' ? 'Credits granted' : 'Credits deducted',
                  description: `${credits} credits ${direction === 'grant' ? 'to' : 'from'} ${user.email}.`,
                  variant: 'success',
                });
                onOpenChange(false);
              },
            },
          );
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium text-ink">Change</legend>
          <div className="mt-1.5 flex gap-4">
            {(['grant', 'deduct'] as const).map((choice) => (
              <label key={choice} className="inline-flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={`${id}-direction`}
                  className="size-4 accent-brand-600"
                  checked={direction === choice}
                  onChange={() => setDirection(choice)}
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
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              if (amountError) setAmountError(amountProblem(event.target.value));
            }}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-amount-error` : undefined}
            className={`mt-1.5 ${inputClass}`}
          />
          <FieldError id={`${id}-amount-error`} error={amountError ?? undefined} />
        </div>
      </OperatorActionForm>
    </Dialog>
  );
}
