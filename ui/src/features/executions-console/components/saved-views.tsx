import { zodResolver } from '@hookform/resolvers/zod';
import { saveConsoleViewSchema } from '@studio/api/contract/console-views';
import { Bookmark, BookmarkPlus, Users, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { type z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { useConsoleViews, useDeleteConsoleView, useSaveConsoleView } from '../api/console-views';

/**
 * The console's saved views beside its filters: each a link to its filter (yours, and those other
 * managers share, marked with who), the one in use marked current; "Save view" names the filter
 * in use, private or shared. Views are stored on the server, so they follow a manager anywhere.
 */
export function SavedViews({ query }: { query: string }) {
  const views = useConsoleViews();
  const remove = useDeleteConsoleView();
  const [saving, setSaving] = useState(false);
  const list = views.data?.views ?? [];

  return (
    <section aria-label="Saved views" className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1 text-sm font-medium text-ink-muted">
        <Bookmark className="size-4" aria-hidden="true" />
        Views
      </span>
      {views.isPending ? (
        <span className="text-sm text-ink-muted" role="status">
          Loading views…
        </span>
      ) : views.isError ? (
        <span className="text-sm text-danger-700">
          Could not load the saved views.{' '}
          <button type="button" className="underline" onClick={() => void views.refetch()}>
            Try again
          </button>
        </span>
      ) : list.length === 0 ? (
        <span className="text-sm text-ink-muted">None saved yet.</span>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {list.map((view) => {
            const current = view.query === query;
            return (
              <li
                key={view.id}
                className={`flex items-center rounded-full border text-sm ${
                  current ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line text-ink'
                }`}
              >
                <Link
                  to={`/manager/workflow-executions${view.query ? `?${view.query}` : ''}`}
                  aria-current={current ? 'true' : undefined}
                  className="flex items-center gap-1 rounded-full py-1 pr-2 pl-3 font-medium"
                  title={view.mine ? undefined : `Shared by ${view.owner.email ?? 'a manager'}`}
                >
                  {view.shared ? <Users className="size-3.5" aria-hidden="true" /> : null}
                  {view.name}
                  {view.shared ? (
                    <span className="sr-only">
                      {view.mine ? ' (shared)' : ` (shared by ${view.owner.email ?? 'a manager'})`}
                    </span>
                  ) : null}
                </Link>
                {view.mine ? (
                  <button
                    type="button"
                    onClick={() => remove.mutate(view.id)}
                    className="mr-1 rounded-full p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
                    aria-label={`Delete the view ${view.name}`}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="ghost" size="sm" onClick={() => setSaving(true)}>
        <BookmarkPlus className="size-4" aria-hidden="true" />
        Save view
      </Button>
      {saving ? <SaveViewDialog query={query} onClose={() => setSaving(false)} /> : null}
    </section>
  );
}

type Form = z.input<typeof saveConsoleViewSchema>;

function SaveViewDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const save = useSaveConsoleView();
  const { register, handleSubmit, formState } = useForm<
    Form,
    unknown,
    z.output<typeof saveConsoleViewSchema>
  >({
    resolver: zodResolver(saveConsoleViewSchema),
    defaultValues: { name: '', query, shared: false },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Save this view"
      description={
        query
          ? 'Keeps the filter in use under a name, to open again in one click.'
          : 'Keeps the unfiltered list under a name.'
      }
    >
      <form
        className="space-y-4"
        onSubmit={handleSubmit((view) => save.mutate(view, { onSuccess: onClose }))}
      >
        <TextField
          label="Name"
          autoFocus
          maxLength={60}
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4" {...register('shared')} />
          Share with every manager
        </label>
        {save.isError ? (
          <FormAlert tone="error">
            {serverMessage(save.error) ?? 'The view could not be saved. Please try again.'}
          </FormAlert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            Save view
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
