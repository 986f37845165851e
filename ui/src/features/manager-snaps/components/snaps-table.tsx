import { type ManagedSnap } from '@studio/api/contract/manager-snaps';
import { ImageOff } from 'lucide-react';
import { useMemo } from 'react';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { StoredImage } from '@/components/ui/stored-image';
import { formatShare, tokens } from '../model/snap-format';

const column = tableColumns<ManagedSnap>();

/** What a snap's name does: open its drawer to change it. */
type EditSnap = (snap: ManagedSnap) => void;

/** The workflow and version it is pinned to, flagged when a newer version is published. */
function pin(snap: ManagedSnap) {
  if (!snap.workflow || !snap.version) return <span className="text-ink-muted">Not pinned</span>;
  const lags = snap.latestVersion !== null && snap.latestVersion > snap.version.version;
  return (
    <>
      {snap.workflow.name} · v{snap.version.version}
      {lags ? (
        <span className="ml-1 text-xs text-amber-700">(v{snap.latestVersion} published)</span>
      ) : null}
    </>
  );
}

function columnsFor(editSnap: EditSnap) {
  return column.columns([
    column.accessor('name', {
      header: 'Snap',
      cell: (info) => (
        <div className="flex items-center gap-3">
          {info.row.original.coverUrl ? (
            <StoredImage
              src={info.row.original.coverUrl}
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
            onClick={() => editSnap(info.row.original)}
            className="text-left font-semibold text-brand-700 hover:underline"
          >
            {info.getValue()}
          </button>
        </div>
      ),
    }),
    column.accessor((snap) => snap.category.name, { id: 'category', header: 'Category' }),
    column.display({ id: 'workflow', header: 'Workflow', cell: (info) => pin(info.row.original) }),
    column.accessor((snap) => (snap.version ? tokens(snap.version.cost) : '—'), {
      id: 'cost',
      header: 'Cost',
    }),
    column.accessor('active', {
      header: 'Status',
      cell: (info) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            info.getValue() ? 'bg-success-50 text-success-700' : 'bg-surface-muted text-ink-muted'
          }`}
        >
          {info.getValue() ? 'Active' : 'Inactive'}
        </span>
      ),
    }),
    column.accessor('position', { header: 'Order', cell: (info) => info.getValue() }),
    column.accessor((snap) => snap.stats.runs, { id: 'runs', header: 'Runs' }),
    column.accessor((snap) => formatShare(snap.stats.successRate), {
      id: 'success',
      header: 'Success',
    }),
    column.display({
      id: 'goodShare',
      header: 'Rated good',
      cell: (info) => {
        const { goodShare, ratings } = info.row.original.stats;
        return (
          <>
            {formatShare(goodShare)}
            {ratings > 0 ? <span className="ml-1 text-xs text-ink-muted">of {ratings}</span> : null}
          </>
        );
      },
    }),
  ]);
}

const numeric = new Set(['cost', 'position', 'runs', 'success', 'goodShare']);

/** Every snap in gallery order; a switched-off one is greyed, and a name opens its drawer. */
export function SnapsTable({ snaps, onEditSnap }: { snaps: ManagedSnap[]; onEditSnap: EditSnap }) {
  // Memoised on the page's stable callback: new columns would rebuild the row model.
  const columns = useMemo(() => columnsFor(onEditSnap), [onEditSnap]);
  return (
    <DataTable
      columns={columns}
      data={snaps}
      label="Snaps"
      caption="Snaps, in gallery order"
      numeric={numeric}
      minWidthClass="sm:min-w-[56rem]"
      stackOnPhone
      rowClassName={(snap) => (snap.active ? '' : 'bg-surface-muted/60')}
      align="middle"
    />
  );
}
