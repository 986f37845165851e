import { operatorReasonSchema } from '@studio/api/contract/audit';
import { useId } from 'react';

import { FieldError, FieldLabel, inputClass } from './text-field';

/** The operator's reason as the contract checks it; the message to show, or null when it is fine. */
export function reasonProblem(reason: string): string | null {
  const checked = operatorReasonSchema.safeParse(reason);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Give a reason.');
}

/** Why the operator acts: required, written to the audit log with the action. */
export function ReasonField({
  value,
  onChange,
  error,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  placeholder: string;
}) {
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={`mt-1.5 ${inputClass} h-auto py-2`}
      />
      <FieldError id={errorId} error={error ?? undefined} />
    </div>
  );
}
