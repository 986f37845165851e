import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useCancelRun } from '../../api/run-actions';
import { OperatorActionForm } from '@/components/ui/operator-action-form';

type CancelRunDialogProps = {
  executionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Stopping a queued or running run, with the reason the audit log keeps. */
export function CancelRunDialog({ executionId, open, onOpenChange }: CancelRunDialogProps) {
  const cancel = useCancelRun(executionId);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!cancel.isPending}
      title="Cancel this run?"
      description="The run stops and gives the tokens it holds back to the creator. Steps that finished keep what they made."
    >
      <OperatorActionForm
        reasonPlaceholder="e.g. Stuck on a provider outage"
        action={cancel}
        failure="The run could not be cancelled. Please try again."
        keepLabel="Keep running"
        confirmLabel="Cancel run"
        confirmVariant="danger"
        onKeep={() => onOpenChange(false)}
        onConfirm={(reason) =>
          cancel.mutate(reason, {
            onSuccess: () => {
              toast({
                title: 'Cancelling the run',
                description: 'It stops in a moment; this page follows it.',
              });
              onOpenChange(false);
            },
          })
        }
      />
    </Dialog>
  );
}
