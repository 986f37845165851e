import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { runs } from '@/features/batches/lib/words';

type CancelBatchDialogProps = {
  open: boolean;
  /** Runs not ended yet: the ones cancelling stops. */
  remaining: number;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before stopping a batch: what stops, what stays, and that the tokens come back. */
export function CancelBatchDialog({
  open,
  remaining,
  cancelling,
  onConfirm,
  onClose,
}: CancelBatchDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Cancel this batch?"
      description={`The ${runs(remaining)} not finished yet will stop and their tokens come back. Results already made stay yours.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep running
        </Button>
        <Button variant="danger" onClick={onConfirm} isLoading={cancelling}>
          Cancel {runs(remaining)}
        </Button>
      </div>
    </Dialog>
  );
}
