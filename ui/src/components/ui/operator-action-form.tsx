import { zodResolver } from '@hookform/resolvers/zod';
import { operatorReasonSchema } from '@studio/api/contract/audit';
import { type ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';

import { serverMessage } from '@/lib/api-client';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { ReasonField } from './reason-field';

/** The form of an action that asks only why. */
const reasonOnly = z.object({ reason: operatorReasonSchema });

/**
 * A form whose fields include the operator's reason: `Input` as typed, `Values` as it gives them
 * once checked (the reason trimmed).
 */
export type ReasonForm<
  Values extends { reason: string },
  Input extends FieldValues = Values,
> = UseFormReturn<Input, unknown, Values>;

/**
 * A form with the operator's reason and any fields of the action's own (an amount, a direction),
 * checked by `schema` — built from the contract's schemas, the reason's among them — when it is
 * sent, then again at each change once a problem shows. Focus stays on the button pressed: the
 * problems are said under their fields.
 */
export function useReasonForm<Schema extends z.ZodType<{ reason: string }, FieldValues>>(
  schema: Schema,
  defaultValues: z.input<Schema>,
) {
  type Input = z.input<Schema>;
  return useForm<Input, unknown, z.output<Schema>>({
    // The resolver's overloads cannot follow a generic schema; it is the schema's own.
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<
      Input,
      unknown,
      z.output<Schema>
    >,
    defaultValues: defaultValues as DefaultValues<Input>,
    shouldFocusError: false,
  });
}

export type OperatorActionFormProps<
  Values extends { reason: string } = { reason: string },
  Input extends FieldValues = Values,
> = {
  /** A form with fields of the action's own (`useReasonForm`); without it, the reason alone. */
  form?: ReasonForm<Values, Input>;
  /** What the operator chooses before saying why (which runs, from where, which version). */
  children?: ReactNode;
  reasonPlaceholder: string;
  /** The mutation that acts: its pending state, and its refusal shown in the server's words. */
  action: { isPending: boolean; isError: boolean; error: unknown };
  /** Shown when a refusal carries no sentence of the server's. */
  failure: string;
  keepLabel: string;
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger';
  /** While the action cannot start yet: a count or a version is still unknown, or nothing to do. */
  confirmDisabled?: boolean;
  /** The note that says what the confirm button will do, for screen readers. */
  confirmDescribedBy?: string;
  onKeep: () => void;
  /** Called with the trimmed reason (and every field, checked) once the form passes its schema. */
  onConfirm: (reason: string, values: Values) => void;
};

/**
 * The form of every operator action (cancel, replay, stop, a grant, a removal): the choices, the
 * reason the audit log keeps (checked as the server checks it, before any call), the server's
 * refusal, and the keep and confirm buttons.
 */
export function OperatorActionForm<
  Values extends { reason: string } = { reason: string },
  Input extends FieldValues = Values,
>({
  form: given,
  children,
  reasonPlaceholder,
  action,
  failure,
  keepLabel,
  confirmLabel,
  confirmVariant = 'primary',
  confirmDisabled = false,
  confirmDescribedBy,
  onKeep,
  onConfirm,
}: OperatorActionFormProps<Values, Input>) {
  // Always made, as hooks must be; used when the action asks for the reason alone. Either way
  // the form has a `reason` field, which is all this component registers.
  const own = useReasonForm(reasonOnly, { reason: '' });
  const form = (given ?? own) as unknown as ReasonForm<Values, { reason: string }>;
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => {
        if (!confirmDisabled) onConfirm(values.reason, values);
      })}
    >
      {children}
      <ReasonField
        error={errors.reason?.message}
        placeholder={reasonPlaceholder}
        {...form.register('reason')}
      />
      {action.isError ? (
        <FormAlert tone="error">{serverMessage(action.error) ?? failure}</FormAlert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={action.isPending} onClick={onKeep}>
          {keepLabel}
        </Button>
        <Button
          type="submit"
          variant={confirmVariant}
          isLoading={action.isPending}
          disabled={confirmDisabled}
          aria-describedby={confirmDescribedBy}
        >
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
