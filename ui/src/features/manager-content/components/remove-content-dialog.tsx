import { type ManagedContentDetail } from '@studio/api/contract/manager-content';

import { ReasonDialog } from '@/components/ui/reason-dialog';
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
  const library = `${item.creator.email}'s library`;
  const remove = useRemoveContent(item.id);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      action={remove}
      send={(reason) => reason}
      title={`Remove “${item.name}”?`}
      description={`It leaves ${library} at once: they can no longer see, download or use it. It stays here, marked removed, with your reason.`}
      reasonPlaceholder="e.g. Shows a trademark the creator does not own"
      failure="The content could not be removed. Please try again."
      keepLabel="Keep it"
      confirmLabel="Remove content"
      confirmVariant="danger"
      done={() => ({ title: 'Content removed', description: `“${item.name}” left ${library}.` })}
    />
  );
}
