import { type ManagedSnap } from '@studio/api/contract/manager-snaps';
import { ImageOff, Plus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { Sheet } from '@/components/ui/sheet';
import { StoredImage } from '@/components/ui/stored-image';
import { useManagerSnaps } from '../api/get-snaps';
import { formatShare, tokens } from '../model/snap-format';
import { SnapForm } from './snap-form';

/**
 * The Snaps section: every snap, active or not, in gallery order, with its category, pin, cost,
 * place and last 30 days; a drawer creates one or changes one. Snaps are never deleted (their
 * runs refer to them): switching one off takes it out of the creators' gallery.
 */
export function SnapsPage() {
  const snaps = useManagerSnaps();
  // The drawer: a snap being changed, 'new', or closed.
  const [editing, setEditing] = useState<ManagedSnap | 'new' | null>(null);

  if (snaps.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading snaps…
      </p>
    );
  }
  if (snaps.isError) {
    return <FetchErrorAlert what="snaps" onRetry={() => void snaps.refetch()} />;
  }

  const snap = editing === 'new' ? null : editing;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {snaps.data.snaps.length} snaps, {snaps.data.snaps.filter((s) => s.active).length} active.
          Figures cover the last 30 days.
        </p>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          New snap
        </Button>
      </div>
      <div className="overflow-x-auto rounded-card border border-line bg-surface">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">Snaps, in gallery order</caption>
          <thead className="border-b border-line bg-surface-muted text-xs font-semibold text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Snap
              </th>
              <th scope="col" className="px-3 py-2">
                Category
              </th>
              <th scope="col" className="px-3 py-2">
                Workflow
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Cost
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Order
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Runs
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Success
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Rated good
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {snaps.data.snaps.map((row) => (
              <SnapRow key={row.id} snap={row} onEdit={() => setEditing(row)} />
            ))}
          </tbody>
        </table>
      </div>
      <Sheet
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={snap ? `Edit ${snap.name}` : 'New snap'}
        side="right"
        size="panel"
        closeLabel="Close"
      >
        {editing !== null ? (
          <SnapForm
            key={snap?.id ?? 'new'}
            snap={snap}
            workflows={snaps.data.workflows}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Sheet>
    </div>
  );
}

function SnapRow({ snap, onEdit }: { snap: ManagedSnap; onEdit: () => void }) {
  const lags =
    snap.version && snap.latestVersion !== null && snap.latestVersion > snap.version.version;
  return (
    <tr className={snap.active ? '' : 'bg-surface-muted/60'}>
      <td className="px-3 py-2">
        <div className="flex items-center gap-3">
          {snap.coverUrl ? (
            <StoredImage
              src={snap.coverUrl}
              sizes="40px"
              alt=""
              className="size-10 shrink-0 rounded-md border border-line object-cover"
            />
          ) : (
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-dashed border-line text-ink-muted">
              <ImageOff className="size-4" aria-hidden="true" />
            </span>
          )}
          <button
            type="button"
            onClick={onEdit}
            className="text-left font-semibold text-brand-700 hover:underline"
          >
            {snap.name}
          </button>
        </div>
      </td>
      <td className="px-3 py-2">{snap.category.name}</td>
      <td className="px-3 py-2">
        {snap.workflow && snap.version ? (
          <>
            {snap.workflow.name} · v{snap.version.version}
            {lags ? (
              <span className="ml-1 text-xs text-amber-700">(v{snap.latestVersion} published)</span>
            ) : null}
          </>
        ) : (
          <span className="text-ink-muted">Not pinned</span>
        )}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        {snap.version ? tokens(snap.version.cost) : '—'}
      </td>
      <td className="px-3 py-2">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            snap.active ? 'bg-success-50 text-success-700' : 'bg-surface-muted text-ink-muted'
          }`}
        >
          {snap.active ? 'Active' : 'Inactive'}
        </span>
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{snap.position}</td>
      <td className="px-3 py-2 text-right tabular-nums">{snap.stats.runs}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatShare(snap.stats.successRate)}</td>
      <td className="px-3 py-2 text-right tabular-nums">
        {formatShare(snap.stats.goodShare)}
        {snap.stats.ratings > 0 ? (
          <span className="ml-1 text-xs text-ink-muted">of {snap.stats.ratings}</span>
        ) : null}
      </td>
    </tr>
  );
}
