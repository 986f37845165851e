import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useCancelRun } from '../../api/run-actions';

type CancelRunDialogProps = {
  executionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Stopping a queued or running run, with the reason the audit log keeps. */
export function CancelRunDialog({ executionId, open, onOpenChange }: CancelRunDialogProps) {
  const cancel = useCancelRun(executionId);
  return (
    <ReasonDialog
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
      confirmVariant="danger"
      // The run is still stopping: the page shows when it has.
      done={() => ({
        variant: 'default',
        title: 'Cancelling the run',
        description: 'It stops in a moment; this page follows it.',
      })}
    />
  );
}
