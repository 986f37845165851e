import {
  categoryInUseDetailsSchema,
  type ManagedCategory,
} from '@studio/api/contract/manager-categories';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useDeleteCategory } from '../api/category-actions';

function inUseSentence(name: string, count: number): string {
  const one = count === 1;
  return `“${name}” still holds ${one ? 'a snap' : `${count} snaps`}, so it cannot be deleted. Move ${
    one ? 'it' : 'them'
  } to another category in Snaps first:`;
}

/** Deletes an empty category; of one that holds snaps, the server names them, listed here. */
export function DeleteCategoryDialog({
  category,
  open,
  onOpenChange,
}: {
  category: ManagedCategory;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteCategory();
  const inUse =
    remove.error instanceof ApiError && remove.error.code === 'category_in_use'
      ? categoryInUseDetailsSchema.safeParse(remove.error.body).data
      : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={`Delete “${category.name}”?`}
      description="Creators will no longer see this category. Snaps must be moved out of it first."
    >
      {inUse ? (
        <FormAlert tone="error">
          <p>{inUseSentence(category.name, inUse.snaps.length)}</p>
          <ul aria-label={`Snaps in ${category.name}`} className="mt-2 list-disc pl-5">
            {inUse.snaps.map((snap) => (
              <li key={snap.id}>{snap.name}</li>
            ))}
          </ul>
        </FormAlert>
      ) : remove.isError ? (
        <FormAlert tone="error">{serverMessage(remove.error) ?? 'Could not delete it.'}</FormAlert>
      ) : null}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        {inUse ? null : (
          <Button
            variant="danger"
            isLoading={remove.isPending}
            onClick={() => remove.mutate(category.id, { onSuccess: () => onOpenChange(false) })}
          >
            Delete
          </Button>
        )}
      </div>
    </Dialog>
  );
}
