import { useStopBulkReplay } from '../../api/bulk-replay';
import { StopDialog } from '../stop-dialog';

type StopBulkReplayDialogProps = {
  jobId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Stopping a running bulk replay, with the reason the audit log keeps. */
export function StopBulkReplayDialog({ jobId, open, onOpenChange }: StopBulkReplayDialogProps) {
  const stop = useStopBulkReplay(jobId);
  return (
    <StopDialog
      open={open}
      onOpenChange={onOpenChange}
      action={stop}
      send={(reason) => reason}
      title="Stop this bulk replay?"
      description="No more replays start. Replays already started run to their end."
      reasonPlaceholder="e.g. The provider is down again"
      failure="The bulk replay could not be stopped. Please try again."
      keepLabel="Keep going"
      confirmLabel="Stop bulk replay"
      done={() => ({ title: 'Bulk replay stopped', description: 'No more replays start.' })}
    />
  );
}
