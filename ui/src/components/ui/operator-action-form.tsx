import { type ReactNode, useState } from 'react';

import { serverMessage } from '@/lib/api-client';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { ReasonField, reasonProblem } from './reason-field';

type OperatorActionFormProps = {
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
  /** Called with the trimmed reason, once it passes the contract's check. */
  onConfirm: (reason: string) => void;
};

/**
 * The form of every operator action (cancel, replay, stop, in bulk or one run): the choices, the
 * reason the audit log keeps (checked as the server checks it, before any call), the server's
 * refusal, and the keep and confirm buttons.
 */
export function OperatorActionForm({
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
}: OperatorActionFormProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        const wrong = reasonProblem(reason);
        setProblem(wrong);
        if (wrong || confirmDisabled) return;
        onConfirm(reason.trim());
      }}
    >
      {children}
      <ReasonField
        value={reason}
        onChange={(next) => {
          setReason(next);
          if (problem) setProblem(reasonProblem(next));
        }}
        error={problem}
        placeholder={reasonPlaceholder}
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
