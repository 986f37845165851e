import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelRun } from '../../api/run-actions';
import { ReasonField, reasonProblem } from './reason-field';

type CancelRunDialogProps = {
  executionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Stopping a queued or running run, with the reason the audit log keeps. */
export function CancelRunDialog({ executionId, open, onOpenChange }: CancelRunDialogProps) {
  const cancel = useCancelRun(executionId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!cancel.isPending}
      title="Cancel this run?"
      description="The run stops and gives the tokens it holds back to the creator. Steps that finished keep what they made."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const wrong = reasonProblem(reason);
          setProblem(wrong);
          if (wrong) return;
          cancel.mutate(reason.trim(), {
            onSuccess: () => {
              toast({
                title: 'Cancelling the run',
                description: 'It stops in a moment; this page follows it.',
              });
              onOpenChange(false);
            },
          });
        }}
      >
        <ReasonField
          value={reason}
          onChange={(next) => {
            setReason(next);
            if (problem) setProblem(reasonProblem(next));
          }}
          error={problem}
          placeholder="e.g. Stuck on a provider outage"
        />
        {cancel.isError ? (
          <FormAlert tone="error">
            {serverMessage(cancel.error) ?? 'The run could not be cancelled. Please try again.'}
          </FormAlert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            disabled={cancel.isPending}
            onClick={() => onOpenChange(false)}
          >
            Keep running
          </Button>
          <Button type="submit" variant="danger" isLoading={cancel.isPending}>
            Cancel run
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
