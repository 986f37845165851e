import { type ExecutionDetails, type LinkedRun } from '@studio/api/contract/execution-details';
import { Link } from 'react-router-dom';

import { StatusBadge } from '../status-badge';
import { formatTime, MODE_LABELS, runPath, shortId } from './run-format';
import { RunSection } from './run-section';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** The run this one replays, the replays started from it, and the bulk replay behind it. */
export function ReplaysSection({ details }: { details: ExecutionDetails }) {
  const { replayOfRun, replays, bulkReplayId, replayMode } = details;
  const reused = details.nodes.filter((node) => details.reusedNodes.includes(node.id));
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
          <ReplayList replays={replays} />
        )}
      </div>
    </RunSection>
  );
}

function ReplayList({ replays }: { replays: LinkedRun[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium text-ink">Replays of this run</caption>
        <thead className="border-b border-line text-xs text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Run
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Version
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Mode
            </th>
            <th scope="col" className="py-2 font-medium">
              Started
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {replays.map((replay) => (
            <tr key={replay.id}>
              <td className="py-2 pr-3 whitespace-nowrap">
                <Link to={runPath(replay.id)} className={linkClass}>
                  {`Run ${shortId(replay.id)}`}
                </Link>
              </td>
              <td className="py-2 pr-3">
                <StatusBadge status={replay.status} />
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {replay.version ? `v${replay.version}` : '—'}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {replay.mode ? MODE_LABELS[replay.mode] : '—'}
              </td>
              <td className="py-2 whitespace-nowrap text-ink-muted">
                <time dateTime={replay.createdAt}>{formatTime(replay.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
