import { type ManagedCategory } from '@studio/api/contract/manager-categories';
import { GripVertical } from 'lucide-react';
import { type DragEvent, useState } from 'react';

import { FormAlert } from '@/components/ui/form-alert';
import { ListBody } from '@/components/ui/list-body';
import { serverMessage } from '@/lib/api-client';
import { useManagerCategories } from '@/lib/categories';
import { useReorderCategories } from '../api/category-actions';
import { CategoryRow } from './category-row';
import { NewCategoryForm } from './new-category-form';

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

  const byId = new Map((categories.data ?? []).map((category) => [category.id, category]));
  const ids = pending ?? [...byId.keys()];
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
      <ListBody
        query={categories}
        rows={shown.length}
        loading="Loading categories…"
        what="categories"
        empty="No categories yet. Add the first one above."
        summary={
          <>
            <NewCategoryForm />
            {reorder.isError ? (
              <FormAlert tone="error">
                {serverMessage(reorder.error) ?? 'The new order could not be saved.'}
              </FormAlert>
            ) : null}
          </>
        }
        footer={
          <p role="status" aria-live="polite" className="sr-only">
            {announcement}
          </p>
        }
      >
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
      </ListBody>
    </div>
  );
}
