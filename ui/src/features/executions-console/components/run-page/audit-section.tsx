import { type AuditAction, type AuditEvent } from '@studio/api/contract/audit';
import { Link } from 'react-router-dom';

import { formatTime, runPath, shortId } from './run-format';
import { RunSection } from './run-section';

const ACTION_LABELS: Record<AuditAction, string> = {
  'execution.cancel': 'Cancelled the run',
  'execution.replay': 'Replayed the run',
  'executions.cancel-many': 'Cancelled runs in bulk',
  'bulk-replay.start': 'Started a bulk replay',
  'bulk-replay.cancel': 'Stopped a bulk replay',
  'user.credits': 'Changed credits',
  'user.role': 'Changed a role',
};

/** What operators did to the run, newest first, each with who, why and what it did. */
export function AuditSection({ audit }: { audit: AuditEvent[] }) {
  return (
    <RunSection title="Audit log">
      {audit.length === 0 ? (
        <p className="text-sm text-ink-muted">No operator has acted on this run.</p>
      ) : (
        <ol className="divide-y divide-line text-sm">
          {audit.map((event) => (
            <li key={event.id} className="py-3 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold text-ink">{ACTION_LABELS[event.action]}</span>
                <span className="text-ink-muted">{`by ${event.actor.email}`}</span>
                <time dateTime={event.createdAt} className="text-xs text-ink-muted">
                  {formatTime(event.createdAt)}
                </time>
              </p>
              <p className="mt-1 break-words text-ink">{`Reason: ${event.reason}`}</p>
              <Details details={event.details} />
            </li>
          ))}
        </ol>
      )}
    </RunSection>
  );
}

function Details({ details }: { details: AuditEvent['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {entries.map(([key, value]) => (
        <div key={key} className="flex min-w-0 gap-1">
          <dt>{`${key}:`}</dt>
          <dd className="min-w-0 break-all text-ink">
            {key === 'replayId' && typeof value === 'string' ? (
              <Link
                to={runPath(value)}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {`Run ${shortId(value)}`}
              </Link>
            ) : (
              shown(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(shown).join(', ');
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
