import { type ExecutionListItem } from '@studio/api/contract/executions';
import { FlaskConical, Gift, Repeat } from 'lucide-react';
import { Link } from 'react-router-dom';

import { type RunSelection } from '../hooks/use-run-selection';
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
}: {
  items: ExecutionListItem[];
  selection?: RunSelection;
}) {
  return (
    <div className="@container overflow-x-auto rounded-card border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Workflow executions, newest first</caption>
        <thead className="border-b border-line bg-surface-muted text-xs text-ink-muted">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-3 py-3">
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
              </th>
            ) : null}
            <th scope="col" className="px-3 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Run
            </th>
            <th scope="col" className="hidden px-3 py-3 font-medium @5xl:table-cell">
              Creator
            </th>
            <th scope="col" className="hidden px-3 py-3 font-medium @2xl:table-cell">
              Started
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right font-medium @4xl:table-cell">
              Duration
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right font-medium @6xl:table-cell">
              Tokens
            </th>
            <th scope="col" className="hidden px-3 py-3 font-medium @lg:table-cell">
              Error
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <ExecutionRow key={item.id} item={item} selection={selection} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ExecutionRow({ item, selection }: { item: ExecutionListItem; selection?: RunSelection }) {
  return (
    <tr data-testid={`execution-${item.id}`} data-status={item.status}>
      {selection ? (
        <td className="px-3 py-3 align-top">
          <label className={checkboxLabel}>
            <input
              type="checkbox"
              className={checkboxClass}
              aria-label={`Select ${runName(item)}, run ${shortId(item.id)}`}
              checked={selection.isSelected(item.id)}
              onChange={() => selection.toggle(item.id)}
            />
          </label>
        </td>
      ) : null}
      <td className="px-3 py-3 align-top">
        <StatusBadge status={item.status} />
      </td>
      <td className="w-full max-w-0 px-3 py-3 align-top">
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
        <p className="mt-1 flex flex-wrap gap-1">
          {item.test ? (
            <Marker icon={FlaskConical} label="Test run" className="bg-violet-50 text-violet-800" />
          ) : null}
          {item.demo ? (
            <Marker icon={Gift} label="Demo" className="bg-sky-50 text-sky-800" />
          ) : null}
          {item.replayOf ? (
            <Marker
              icon={Repeat}
              label={`Replay of ${shortId(item.replayOf)}`}
              className="bg-surface-muted text-ink"
            />
          ) : null}
          {item.replayedBy.length > 0 ? (
            <Marker
              icon={Repeat}
              label={`Replayed ${item.replayedBy.length === 1 ? 'once' : `${item.replayedBy.length} times`}`}
              className="bg-success-50 text-success-700"
            />
          ) : null}
        </p>
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
      </td>
      <td className="hidden max-w-48 truncate px-3 py-3 align-top @5xl:table-cell">
        {item.user.email ?? <span className="text-ink-muted">Deleted account</span>}
      </td>
      <td className="hidden px-3 py-3 align-top whitespace-nowrap text-ink-muted @2xl:table-cell">
        <time dateTime={item.createdAt}>{time(item.createdAt)}</time>
      </td>
      <td className="hidden px-3 py-3 text-right align-top whitespace-nowrap @4xl:table-cell">
        {formatDuration(item.durationMs)}
      </td>
      <td className="hidden px-3 py-3 text-right align-top whitespace-nowrap @6xl:table-cell">
        {item.paidByPlatform ? (
          <span className="text-ink-muted">Platform paid</span>
        ) : (
          <span>
            {item.tokensReserved > 0
              ? `${item.tokensReserved} held`
              : `${item.tokensCharged} charged`}
          </span>
        )}
      </td>
      <td className="hidden max-w-72 px-3 py-3 align-top @lg:table-cell">
        {item.error ? <ErrorSummary item={item} /> : <span className="text-ink-muted">—</span>}
      </td>
    </tr>
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

function Marker({
  icon: Icon,
  label,
  className,
}: {
  icon: typeof Repeat;
  label: string;
  className: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${className}`}
    >
      <Icon className="size-3" aria-hidden="true" />
      {label}
    </span>
  );
}
