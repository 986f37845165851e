import { zodResolver } from '@hookform/resolvers/zod';
import { localCardRequestSchema } from '@studio/api/contract/billing';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useLocalSubscriptionAction } from '@/features/credits/api/manage-local-subscription';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type CardForm = z.input<typeof localCardRequestSchema>;

/** The local checkout's test card: checked like a real one, kept as brand, last four and expiry. */
export function CardDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useLocalSubscriptionAction('card');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CardForm, unknown, z.output<typeof localCardRequestSchema>>({
    resolver: zodResolver(localCardRequestSchema),
    defaultValues: { number: '', expMonth: '', expYear: '', cvc: '' },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Update your card"
      description="A test card: no real payment is ever taken here. Try 4242 4242 4242 4242."
    >
      <form
        noValidate
        aria-label="Card"
        className="space-y-4"
        onSubmit={handleSubmit((card) =>
          save.mutate(
            { type: 'card', card },
            {
              onSuccess: (subscription) => {
                toast({
                  title: 'Card saved',
                  description: subscription?.card
                    ? `${subscription.card.brand} ending in ${subscription.card.last4}.`
                    : undefined,
                  variant: 'success',
                });
                onOpenChange(false);
              },
            },
          ),
        )}
      >
        {save.isError ? (
          <FormAlert tone="error">
            {serverMessage(save.error) ?? 'The card could not be saved. Please try again.'}
          </FormAlert>
        ) : null}
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          error={errors.number?.message}
          {...register('number')}
        />
        <div className="grid grid-cols-3 gap-3">
          <TextField
            label="Month"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            maxLength={2}
            error={errors.expMonth?.message}
            {...register('expMonth')}
          />
          <TextField
            label="Year"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            maxLength={4}
            error={errors.expYear?.message}
            {...register('expYear')}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            error={errors.cvc?.message}
            {...register('cvc')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            Save card
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
