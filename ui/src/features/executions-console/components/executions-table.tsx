import { type ConsoleColumn } from '@studio/api/contract/console-views';
import { type ExecutionListItem } from '@studio/api/contract/executions';
import { Repeat } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { type RunSelection } from '../hooks/use-run-selection';
import { COLUMN_LABELS } from '../model/console-columns';
import { RunMarker, RunMarkers } from './run-marker';
import { StatusBadge } from './status-badge';

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** A duration as people say it: 850 ms, 4.2 s, 3 min 5 s. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}

const shortId = (id: string) => id.slice(0, 8);

/** What a run is called in its row: its snap, its workflow, or a test run. */
const runName = (item: ExecutionListItem) => item.snap?.name ?? item.workflow?.name ?? 'Test run';

/** A checkbox with room around it for a finger; the padding is the hit area, not the layout. */
const checkboxLabel = '-m-2 inline-flex cursor-pointer p-2';
const checkboxClass = 'size-4 accent-brand-600';

const column = tableColumns<ExecutionListItem>();

/** The runs' columns, the picked ones of those a manager may hide; with a `selection`, a first
 * one of checkboxes. */
function executionColumns(selection: RunSelection | undefined, shown: readonly ConsoleColumn[]) {
  const tick = selection
    ? [
        column.display({
          id: 'select',
          header: () => (
            <label className={checkboxLabel}>
              <input
                type="checkbox"
                className={checkboxClass}
                aria-label="Select all loaded runs"
                checked={selection.allState === 'all'}
                ref={(box) => {
                  if (box) box.indeterminate = selection.allState === 'some';
                }}
                onChange={selection.toggleAll}
              />
            </label>
          ),
          cell: ({ row: { original: item } }) => (
            <label className={checkboxLabel}>
              <input
                type="checkbox"
                className={checkboxClass}
                aria-label={`Select ${runName(item)}, run ${shortId(item.id)}`}
                checked={selection.isSelected(item.id)}
                onChange={() => selection.toggle(item.id)}
              />
            </label>
          ),
        }),
      ]
    : [];
  const optional = {
    creator: column.accessor((item) => item.user.email, {
      id: 'creator',
      header: COLUMN_LABELS.creator,
      cell: (info) => info.getValue() ?? <span className="text-ink-muted">Deleted account</span>,
    }),
    started: column.accessor('createdAt', {
      header: COLUMN_LABELS.started,
      cell: (info) => <time dateTime={info.getValue()}>{time(info.getValue())}</time>,
    }),
    duration: column.accessor('durationMs', {
      header: COLUMN_LABELS.duration,
      cell: (info) => formatDuration(info.getValue()),
    }),
    tokens: column.display({
      id: 'tokens',
      header: COLUMN_LABELS.tokens,
      cell: ({ row: { original: item } }) =>
        item.paidByPlatform ? (
          <span className="text-ink-muted">Platform paid</span>
        ) : item.tokensReserved > 0 ? (
          `${item.tokensReserved} held`
        ) : (
          `${item.tokensCharged} charged`
        ),
    }),
    steps: column.display({
      id: 'steps',
      header: COLUMN_LABELS.steps,
      cell: ({ row: { original: item } }) => <StepCosts item={item} />,
    }),
    error: column.display({
      id: 'error',
      header: COLUMN_LABELS.error,
      cell: ({ row: { original: item } }) =>
        item.error ? <ErrorSummary item={item} /> : <span className="text-ink-muted">—</span>,
    }),
  };
  return column.columns([
    ...tick,
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.display({
      id: 'run',
      header: 'Run',
      cell: ({ row: { original: item } }) => <RunCell item={item} />,
    }),
    ...shown.map((id) => optional[id]),
  ]);
}

/** Where a run's tokens go: each priced step and its cost, dearest first. */
function StepCosts({ item }: { item: ExecutionListItem }) {
  if (item.stepCosts.length === 0) return <span className="text-ink-muted">Free</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {item.stepCosts.map((step) => (
        <li key={step.id} className="flex justify-between gap-3">
          <span className="truncate">{step.label}</span>
          <span className="tabular-nums">{step.cost}</span>
        </li>
      ))}
    </ul>
  );
}

const numeric = new Set(['durationMs', 'tokens']);

/** Columns join as the table has room (container queries), the error first. */
const columnClassName = {
  select: 'w-10',
  run: 'w-full max-w-0',
  creator: 'hidden max-w-48 truncate @5xl:table-cell',
  createdAt: 'hidden whitespace-nowrap text-ink-muted @2xl:table-cell',
  durationMs: 'hidden whitespace-nowrap @4xl:table-cell',
  tokens: 'hidden whitespace-nowrap @6xl:table-cell',
  steps: 'hidden min-w-36 max-w-48 @4xl:table-cell',
  error: 'hidden min-w-60 max-w-72 @lg:table-cell',
};

/**
 * The runs as a table whose columns follow the room the table has (container queries: the manager
 * panel's side menu takes part of the screen). The error comes first; time, duration, creator and
 * tokens join as there is room. On a phone a row is its status and one cell that says what ran,
 * for whom, when, and how it failed. With a `selection`, each row has a checkbox for the bulk
 * actions, and the header one that ticks every loaded row.
 */
export function ExecutionsTable({
  items,
  selection,
  columns: shown,
}: {
  items: ExecutionListItem[];
  selection?: RunSelection;
  /** The columns a manager picked (Columns menu), beside status and run. */
  columns: readonly ConsoleColumn[];
}) {
  const columns = useMemo(() => executionColumns(selection, shown), [selection, shown]);
  return (
    <div className="@container">
      <DataTable
        columns={columns}
        data={items}
        caption="Workflow executions, newest first"
        numeric={numeric}
        columnClassName={columnClassName}
        rowData={(item) => ({ 'data-testid': `execution-${item.id}`, 'data-status': item.status })}
      />
    </div>
  );
}

/** What ran, for whom and when, with its markers; on a phone also how it failed. */
function RunCell({ item }: { item: ExecutionListItem }) {
  return (
    <>
      <p className="truncate font-semibold text-ink">
        <Link
          to={`/manager/workflow-executions/${encodeURIComponent(item.id)}`}
          className="underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={`${runName(item)}, run ${shortId(item.id)}`}
        >
          {runName(item)}
        </Link>
      </p>
      <p className="truncate text-xs text-ink-muted">
        {item.workflow
          ? `${item.workflow.name}${item.version ? ` v${item.version}` : ' (draft)'}`
          : '—'}
        {' · '}
        <span className="font-mono">{shortId(item.id)}</span>
      </p>
      <RunMarkers run={item} className="mt-1">
        {item.replayedBy.length > 0 ? (
          <RunMarker icon={Repeat} className="bg-success-50 text-success-700">
            {`Replayed ${item.replayedBy.length === 1 ? 'once' : `${item.replayedBy.length} times`}`}
          </RunMarker>
        ) : null}
      </RunMarkers>
      <p className="mt-1 truncate text-xs text-ink-muted @5xl:hidden">
        {item.user.email ?? 'Deleted account'}
        <span className="@2xl:hidden">
          {' · '}
          <time dateTime={item.createdAt}>{time(item.createdAt)}</time>
        </span>
      </p>
      {item.error ? (
        <div className="mt-1 @lg:hidden">
          <ErrorSummary item={item} />
        </div>
      ) : null}
    </>
  );
}

/** A failed run's code and the start of its message (the whole message on hover). */
function ErrorSummary({ item }: { item: ExecutionListItem }) {
  return (
    <>
      <p className="font-mono text-xs font-semibold text-danger-700">{item.errorCode}</p>
      <p className="line-clamp-2 text-xs text-ink-muted" title={item.error?.message}>
        {item.error?.message}
      </p>
    </>
  );
}
