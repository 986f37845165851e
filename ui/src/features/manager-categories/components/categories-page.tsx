import {
  categoryInUseDetailsSchema,
  type ManagedCategory,
} from '@studio/api/contract/manager-categories';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { type DragEvent, type FormEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Dialog } from '@/components/ui/dialog';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { FormAlert } from '@/components/ui/form-alert';
import { inputClass, TextField } from '@/components/ui/text-field';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useManagerCategories } from '@/lib/categories';
import {
  useCreateCategory,
  useDeleteCategory,
  useRenameCategory,
  useReorderCategories,
} from '../api/category-actions';

/** `ids` with the one at `from` moved to `to`. */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * The Categories section: the categories in the order creators see them, each with its snap
 * counts; add one, rename one in place, reorder by dragging or with Move up / Move down, and
 * delete an empty one (the server names the snaps that keep a category from going).
 */
export function CategoriesPage() {
  const categories = useManagerCategories();
  const reorder = useReorderCategories();
  // The order on screen while a reorder is saved, so a drop does not jump back meanwhile.
  const [pending, setPending] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);

  if (categories.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading categories…
      </p>
    );
  }
  if (categories.isError) {
    return <FetchErrorAlert what="categories" onRetry={() => void categories.refetch()} />;
  }

  const byId = new Map(categories.data.map((category) => [category.id, category]));
  const ids = pending ?? categories.data.map((category) => category.id);
  const shown = ids.map((id) => byId.get(id)).filter((c): c is ManagedCategory => !!c);

  function move(id: string, to: number) {
    const from = ids.indexOf(id);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    const next = moved(ids, from, to);
    setPending(next);
    setAnnouncement(`${byId.get(id)?.name} moved to position ${to + 1} of ${ids.length}.`);
    reorder.mutate(next, {
      onSettled: () => setPending(null),
      onError: (error) =>
        setAnnouncement(serverMessage(error) ?? 'The new order could not be saved.'),
    });
  }

  function drop(event: DragEvent, onto: string) {
    event.preventDefault();
    if (dragged && dragged !== onto) move(dragged, ids.indexOf(onto));
    setDragged(null);
  }

  return (
    <div className="space-y-6">
      <NewCategoryForm />
      {reorder.isError ? (
        <FormAlert tone="error">
          {serverMessage(reorder.error) ?? 'The new order could not be saved.'}
        </FormAlert>
      ) : null}
      {shown.length === 0 ? (
        <p className="text-sm text-ink-muted">No categories yet. Add the first one above.</p>
      ) : (
        <ol
          aria-label="Categories, in the order creators see them"
          className="divide-y divide-line rounded-card border border-line bg-surface"
        >
          {shown.map((category, index) => (
            <li
              key={category.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', category.id);
                setDragged(category.id);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, category.id)}
              className={`flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap ${
                dragged === category.id ? 'opacity-50' : ''
              }`}
            >
              <GripVertical
                className="size-5 shrink-0 cursor-grab text-ink-muted"
                aria-hidden="true"
              />
              <span className="w-6 shrink-0 text-sm text-ink-muted tabular-nums">{index + 1}</span>
              <CategoryRow
                category={category}
                first={index === 0}
                last={index === shown.length - 1}
                onMove={(step) => move(category.id, index + step)}
                busy={reorder.isPending}
              />
            </li>
          ))}
        </ol>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function NewCategoryForm() {
  const create = useCreateCategory();
  const [name, setName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name, { onSuccess: () => setName('') });
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Add a category">
      <TextField
        label="New category"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={60}
        error={create.isError ? (serverMessage(create.error) ?? 'Could not add it.') : undefined}
        className="min-w-56 flex-1"
      />
      <Button type="submit" isLoading={create.isPending} disabled={name.trim() === ''}>
        Add category
      </Button>
    </form>
  );
}

function counts(category: ManagedCategory): string {
  const snaps = `${category.snapCount} snap${category.snapCount === 1 ? '' : 's'}`;
  return category.snapCount === category.activeSnapCount
    ? snaps
    : `${snaps}, ${category.activeSnapCount} active`;
}

type CategoryRowProps = {
  category: ManagedCategory;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  busy: boolean;
};

function CategoryRow({ category, first, last, onMove, busy }: CategoryRowProps) {
  const rename = useRenameCategory();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [deleting, setDeleting] = useState(false);

  function save(event: FormEvent) {
    event.preventDefault();
    rename.mutate({ id: category.id, name }, { onSuccess: () => setEditing(false) });
  }

  if (editing) {
    return (
      <form onSubmit={save} className="flex min-w-0 flex-1 flex-wrap items-start gap-2">
        <div className="min-w-48 flex-1">
          <input
            aria-label={`New name for ${category.name}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
            maxLength={60}
            autoFocus
            aria-invalid={rename.isError ? true : undefined}
            className={inputClass}
          />
          {rename.isError ? (
            <p className="mt-1.5 text-sm text-danger-700" role="alert">
              {serverMessage(rename.error) ?? 'Could not rename it.'}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="sm" isLoading={rename.isPending}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </form>
    );
  }

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
        <IconButton
          label={`Rename ${category.name}`}
          onClick={() => {
            setName(category.name);
            rename.reset();
            setEditing(true);
          }}
        >
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

function inUseSentence(name: string, count: number): string {
  const one = count === 1;
  return `“${name}” still holds ${one ? 'a snap' : `${count} snaps`}, so it cannot be deleted. Move ${
    one ? 'it' : 'them'
  } to another category in Snaps first:`;
}

function DeleteCategoryDialog({
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
