import { type ManagedCategory } from '@studio/api/contract/manager-categories';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { inputClass } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { useRenameCategory } from '../api/category-actions';
import { useCategoryNameForm } from '../hooks/use-category-name-form';
import { DeleteCategoryDialog } from './delete-category-dialog';

function counts(category: ManagedCategory): string {
  const snaps = `${category.snapCount} snap${category.snapCount === 1 ? '' : 's'}`;
  return category.snapCount === category.activeSnapCount
    ? snaps
    : `${snaps}, ${category.activeSnapCount} active`;
}

/** The name in place, in a form of its own: Save renames it, Cancel or Escape leaves it. */
function RenameForm({ category, onDone }: { category: ManagedCategory; onDone: () => void }) {
  const rename = useRenameCategory();
  const { register, handleSubmit, formState } = useCategoryNameForm(category.name);
  const problem =
    formState.errors.name?.message ??
    (rename.isError ? (serverMessage(rename.error) ?? 'Could not rename it.') : undefined);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ name }) =>
        rename.mutate({ id: category.id, name }, { onSuccess: onDone }),
      )}
      className="flex min-w-0 flex-1 flex-wrap items-start gap-2"
    >
      <div className="min-w-48 flex-1">
        <input
          aria-label={`New name for ${category.name}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          maxLength={60}
          autoFocus
          aria-invalid={problem ? true : undefined}
          className={inputClass}
          {...register('name')}
        />
        {problem ? (
          <p className="mt-1.5 text-sm text-danger-700" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" isLoading={rename.isPending}>
        Save
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

type CategoryRowProps = {
  category: ManagedCategory;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  busy: boolean;
};

/** A category's name and counts, with its move, rename and delete buttons. */
export function CategoryRow({ category, first, last, onMove, busy }: CategoryRowProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (editing) return <RenameForm category={category} onDone={() => setEditing(false)} />;

  return (
    <>
      {/* Wide enough for a name: on a phone the buttons go to a line of their own. */}
      <div className="min-w-32 flex-1">
        <p className="font-semibold break-words text-ink">{category.name}</p>
        <p className="text-sm text-ink-muted">{counts(category)}</p>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <IconButton
          label={`Move ${category.name} up`}
          disabled={first || busy}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </IconButton>
        <IconButton
          label={`Move ${category.name} down`}
          disabled={last || busy}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </IconButton>
        <IconButton label={`Rename ${category.name}`} onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden="true" />
        </IconButton>
        <IconButton label={`Delete ${category.name}`} onClick={() => setDeleting(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
      <DeleteCategoryDialog category={category} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
