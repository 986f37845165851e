import { type AuditEvent } from '@studio/api/contract/audit';
import { Link } from 'react-router-dom';

import { EmailAddress } from '@/components/ui/email-address';

import { runPath, shortId } from './run-page/run-format';

/**
 * What an audited action did beyond its target (a replay's id and version, a bulk job's count
 * and filter), as the run page and the audit log both show it; a replay's id links to its run.
 */
export function AuditDetails({ details }: { details: AuditEvent['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {entries.map(([key, value]) => (
        <div key={key} className="flex min-w-0 gap-1">
          <dt>{`${key}:`}</dt>
          <dd className="min-w-0 break-all text-ink">
            {key === 'email' && typeof value === 'string' ? (
              // An address wraps at its own break points, not mid-word.
              <span className="break-normal">
                <EmailAddress value={value} />
              </span>
            ) : key === 'replayId' && typeof value === 'string' ? (
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
