import { type AuditEvent } from '@studio/api/contract/audit';
import { Link } from 'react-router-dom';

import { EmailAddress } from '@/components/ui/email-address';

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
        <span>
          by <EmailAddress value={event.actor.email} />
        </span>
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

/** Where a target is looked at: a run's page, a bulk replay's progress, a drawer, the editor. */
function targetPath(target: AuditEvent['target']): string | null {
  const id = encodeURIComponent(target.id);
  switch (target.type) {
    case 'execution':
      return runPath(target.id);
    case 'bulk-replay':
      return bulkJobPath(target.id);
    // Content Management opens the item, removed or not, in its drawer.
    case 'content':
      return `/manager/content?state=all&item=${id}`;
    case 'user':
      return `/manager?user=${id}`;
    // A deleted workflow has no editor to open.
    case 'workflow':
      return target.name === null ? null : `/workflows/${id}/editor`;
    default:
      return null;
  }
}

/**
 * What the action was on, by the name it has now (a user's email, a workflow's name) where it
 * has one, else by its id; linked to where it is looked at. An id without a page is shown whole,
 * to paste into the target filter.
 */
function AuditTarget({ target }: { target: AuditEvent['target'] }) {
  const kind = AUDIT_TARGET_LABELS[target.type];
  const path = targetPath(target);
  const name = target.name ?? (path ? shortId(target.id) : null);
  if (path) {
    return (
      <Link to={path} className={linkClass}>
        {`${kind} ${name}`}
      </Link>
    );
  }
  return (
    <span className="text-ink">
      {`${kind} `}
      {name ?? <span className="font-mono break-all">{target.id}</span>}
    </span>
  );
}
