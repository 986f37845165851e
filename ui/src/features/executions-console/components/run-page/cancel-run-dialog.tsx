import { useCancelRun } from '../../api/run-actions';
import { StopDialog } from '../stop-dialog';

type CancelRunDialogProps = {
  executionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Stopping a queued or running run, with the reason the audit log keeps. */
export function CancelRunDialog({ executionId, open, onOpenChange }: CancelRunDialogProps) {
  const cancel = useCancelRun(executionId);
  return (
    <StopDialog
      open={open}
      onOpenChange={onOpenChange}
      action={cancel}
      send={(reason) => reason}
      title="Cancel this run?"
      description="The run stops and gives the tokens it holds back to the creator. Steps that finished keep what they made."
      reasonPlaceholder="e.g. Stuck on a provider outage"
      failure="The run could not be cancelled. Please try again."
      keepLabel="Keep running"
      confirmLabel="Cancel run"
      done={() => ({
        title: 'Cancelling the run',
        description: 'It stops in a moment; this page follows it.',
      })}
    />
  );
}
