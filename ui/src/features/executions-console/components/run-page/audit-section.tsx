import { type AuditEvent } from '@studio/api/contract/audit';

import { AUDIT_ACTION_LABELS } from '../../model/audit-labels';
import { AuditDetails } from '../audit-details';
import { formatTime } from './run-format';
import { RunSection } from './run-section';

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
                <span className="font-semibold text-ink">{AUDIT_ACTION_LABELS[event.action]}</span>
                <span className="text-ink-muted">{`by ${event.actor.email}`}</span>
                <time dateTime={event.createdAt} className="text-xs text-ink-muted">
                  {formatTime(event.createdAt)}
                </time>
              </p>
              <p className="mt-1 break-words text-ink">{`Reason: ${event.reason}`}</p>
              <AuditDetails details={event.details} />
            </li>
          ))}
        </ol>
      )}
    </RunSection>
  );
}
