import { type ExecutionDetails, type LinkedRun } from '@studio/api/contract/execution-details';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { StatusBadge } from '../status-badge';
import { comparePath, formatTime, MODE_LABELS, runPath, shortId } from './run-format';
import { RunSection } from './run-section';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** The run this one replays, the replays started from it, and the bulk replay behind it. */
export function ReplaysSection({ details }: { details: ExecutionDetails }) {
  const { replayOfRun, replays, bulkReplayId, replayMode } = details;
  const reused = details.nodes.filter((node) => details.reusedNodes.includes(node.id));
  const columns = useMemo(() => replayColumns(details.run.id), [details.run.id]);
  return (
    <RunSection title="Replays">
      <div className="space-y-3 text-sm">
        {replayOfRun ? (
          <div>
            <p className="text-ink">
              {'Replay of '}
              <Link to={runPath(replayOfRun.id)} className={linkClass}>
                {`Run ${shortId(replayOfRun.id)}`}
              </Link>
              {' · '}
              <Link to={comparePath(replayOfRun.id, details.run.id)} className={linkClass}>
                Compare with it
              </Link>
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-muted">
              <StatusBadge status={replayOfRun.status} />
              {replayMode ? <span>{MODE_LABELS[replayMode]}</span> : null}
            </p>
            {reused.length > 0 ? (
              <p className="mt-1 text-ink-muted">
                {`Reused from the original run: ${reused.map((n) => n.label).join(', ')}.`}
              </p>
            ) : null}
          </div>
        ) : null}
        {bulkReplayId ? (
          <p className="text-ink">
            {'Started by the bulk replay '}
            <span className="font-mono break-all">{bulkReplayId}</span>
          </p>
        ) : null}
        {replays.length === 0 ? (
          <p className="text-ink-muted">No replay was started from this run.</p>
        ) : (
          <DataTable
            columns={columns}
            data={replays}
            caption="Replays of this run"
            showCaption
            stackOnPhone
            look="plain"
          />
        )}
      </div>
    </RunSection>
  );
}

const column = tableColumns<LinkedRun>();
/** The replays of run `original`, each comparable with it. */
const replayColumns = (original: string) =>
  column.columns([
    column.accessor('id', {
      header: 'Run',
      cell: (info) => (
        <Link to={runPath(info.getValue())} className={`whitespace-nowrap ${linkClass}`}>
          {`Run ${shortId(info.getValue())}`}
        </Link>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.accessor('version', {
      header: 'Version',
      cell: (info) => {
        const version = info.getValue();
        return version ? `v${version}` : '—';
      },
    }),
    column.accessor('mode', {
      header: 'Mode',
      cell: (info) => {
        const mode = info.getValue();
        return mode ? MODE_LABELS[mode] : '—';
      },
    }),
    column.accessor('createdAt', {
      header: 'Started',
      cell: (info) => (
        <time className="whitespace-nowrap text-ink-muted" dateTime={info.getValue()}>
          {formatTime(info.getValue())}
        </time>
      ),
    }),
    column.display({
      id: 'compare',
      header: () => <span className="sr-only">Compare</span>,
      cell: (info) => (
        <Link
          to={comparePath(original, info.row.original.id)}
          className={`whitespace-nowrap ${linkClass}`}
        >
          Compare
          <span className="sr-only">{` with run ${shortId(info.row.original.id)}`}</span>
        </Link>
      ),
    }),
  ]);
