import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteContent } from '@/features/content/api/delete-content';

type DeleteContentButtonProps = {
  id: string;
  name: string;
  /** Where to go once it is gone (the list). */
  onDeleted: () => void;
};

/** Delete, after a confirmation that names the item. */
export function DeleteContentButton({ id, name, onDeleted }: DeleteContentButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteContent({ onDeleted });

  return (
    <>
      <Button variant="ghost" size="sm" className="text-danger-700" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!remove.isPending) setOpen(next);
        }}
        title="Delete this content?"
        description={
          <>
            <span className="font-semibold text-ink">{name}</span> will be removed from your content
            for good. This cannot be undone.
          </>
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isLoading={remove.isPending}
            onClick={() => remove.mutate(id, { onSettled: () => setOpen(false) })}
          >
            Delete content
          </Button>
        </div>
      </Dialog>
    </>
  );
}
