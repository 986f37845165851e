import { type ManagedContentDetail } from '@studio/api/contract/manager-content';

import { Dialog } from '@/components/ui/dialog';
import { OperatorActionForm } from '@/components/ui/operator-action-form';
import { toast } from '@/lib/toast';
import { useRemoveContent } from '../api/remove-content';

/**
 * Removes an item from its creator's library, with the reason the item and the audit log keep.
 * The server has the last word (an item another manager removed meanwhile answers 409, shown in
 * its own sentence).
 */
export function RemoveContentDialog({
  item,
  open,
  onOpenChange,
}: {
  item: ManagedContentDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useRemoveContent(item.id);
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) remove.reset();
        onOpenChange(isOpen);
      }}
      dismissible={!remove.isPending}
      title={`Remove “${item.name}”?`}
      description={`It leaves ${item.creator.email}'s library at once: they can no longer see, download or use it. It stays here, marked removed, with your reason.`}
    >
      <OperatorActionForm
        reasonPlaceholder="e.g. Shows a trademark the creator does not own"
        action={remove}
        failure="The content could not be removed. Please try again."
        keepLabel="Keep it"
        confirmLabel="Remove content"
        confirmVariant="danger"
        onKeep={() => onOpenChange(false)}
        onConfirm={(reason) =>
          remove.mutate(reason, {
            onSuccess: () => {
              toast({
                title: 'Content removed',
                description: `“${item.name}” left ${item.creator.email}'s library.`,
                variant: 'success',
              });
              onOpenChange(false);
            },
          })
        }
      />
    </Dialog>
  );
}
