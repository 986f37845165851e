import { type Ref, type TextareaHTMLAttributes, useId } from 'react';

import { FieldError, FieldLabel, inputClass } from './text-field';

type ReasonFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  /** The contract's message when the reason does not pass (`operatorReasonSchema`). */
  error?: string;
  placeholder: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * Why the operator acts: required, written to the audit log with the action. Registered with a
 * form (`{...register('reason')}`), checked by the contract's `operatorReasonSchema`.
 */
export function ReasonField({ error, ...props }: ReasonFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label="Reason" />
      <p id={hintId} className="text-xs text-ink-muted">
        Required. The audit log keeps it with your name.
      </p>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={`mt-1.5 ${inputClass} h-auto py-2`}
        {...props}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
