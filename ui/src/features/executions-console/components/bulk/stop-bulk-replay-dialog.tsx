import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useStopBulkReplay } from '../../api/bulk-replay';
import { OperatorActionForm } from '@/components/ui/operator-action-form';

type StopBulkReplayDialogProps = {
  jobId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Stopping a running bulk replay, with the reason the audit log keeps. */
export function StopBulkReplayDialog({ jobId, open, onOpenChange }: StopBulkReplayDialogProps) {
  const stop = useStopBulkReplay(jobId);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!stop.isPending}
      title="Stop this bulk replay?"
      description="No more replays start. Replays already started run to their end."
    >
      <OperatorActionForm
        reasonPlaceholder="e.g. The provider is down again"
        action={stop}
        failure="The bulk replay could not be stopped. Please try again."
        keepLabel="Keep going"
        confirmLabel="Stop bulk replay"
        confirmVariant="danger"
        onKeep={() => onOpenChange(false)}
        onConfirm={(reason) =>
          stop.mutate(reason, {
            onSuccess: () => {
              toast({ title: 'Bulk replay stopped', description: 'No more replays start.' });
              onOpenChange(false);
            },
          })
        }
      />
    </Dialog>
  );
}
