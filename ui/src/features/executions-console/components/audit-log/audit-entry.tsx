import { type AuditEvent } from '@studio/api/contract/audit';
import { Link } from 'react-router-dom';

import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from '../../model/audit-labels';
import { bulkJobPath } from '../../model/bulk-job-param';
import { AuditDetails } from '../audit-details';
import { formatTime, runPath, shortId } from '../run-page/run-format';

const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

/** One entry of the audit log: what was done to what, by whom and when, why, and its request. */
export function AuditEntry({ event }: { event: AuditEvent }) {
  return (
    <li className="px-4 py-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-ink">{AUDIT_ACTION_LABELS[event.action]}</span>
        <AuditTarget target={event.target} />
      </p>
      <p className="mt-0.5 flex flex-wrap gap-x-2 text-ink-muted">
        <span className="break-all">{`by ${event.actor.email}`}</span>
        <time dateTime={event.createdAt}>{formatTime(event.createdAt)}</time>
      </p>
      <p className="mt-1 break-words text-ink">{`Reason: ${event.reason}`}</p>
      <AuditDetails details={event.details} />
      {event.requestId ? (
        <p className="mt-1 text-xs text-ink-muted">
          Request <span className="font-mono break-all text-ink">{event.requestId}</span>
        </p>
      ) : null}
    </li>
  );
}

/**
 * What the action was on: a run opens its page, a bulk replay its progress on the console, a
 * content item its drawer in Content Management.
 */
function AuditTarget({ target }: { target: AuditEvent['target'] }) {
  const text = `${AUDIT_TARGET_LABELS[target.type]} ${shortId(target.id)}`;
  if (target.type === 'execution') {
    return (
      <Link to={runPath(target.id)} className={linkClass}>
        {text}
      </Link>
    );
  }
  if (target.type === 'bulk-replay') {
    return (
      <Link to={bulkJobPath(target.id)} className={linkClass}>
        {text}
      </Link>
    );
  }
  if (target.type === 'content') {
    // Content Management opens the item, removed or not, in its drawer.
    return (
      <Link
        to={`/manager/content?state=all&item=${encodeURIComponent(target.id)}`}
        className={linkClass}
      >
        {text}
      </Link>
    );
  }
  // No page of a user's here: the whole id, to paste into the target filter or the users' panel.
  return (
    <span className="text-ink">
      {`${AUDIT_TARGET_LABELS[target.type]} `}
      <span className="font-mono break-all">{target.id}</span>
    </span>
  );
}
