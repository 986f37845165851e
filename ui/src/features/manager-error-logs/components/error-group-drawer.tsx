import {
  type ErrorGroupDetail,
  type ErrorOccurrence,
} from '@studio/api/contract/manager-error-logs';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { FormAlert } from '@/components/ui/form-alert';
import { Sheet } from '@/components/ui/sheet';
import { inputClass } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { useErrorGroup, useResolveErrorGroup } from '../api/get-error-logs';
import { formatMoment, routeLabel, SOURCE_NAMES } from '../model/error-log-format';
import { HourlyChart } from './hourly-chart';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium break-all text-ink">{children}</dd>
    </div>
  );
}

/** The stack in its own scrolling box: long lines scroll sideways, long stacks downwards. */
function Stack({ stack, label }: { stack: string; label: string }) {
  return (
    <pre
      className="mt-2 max-h-72 overflow-auto rounded-lg bg-ink p-3 font-mono text-xs leading-relaxed text-white"
      aria-label={label}
      tabIndex={0}
    >
      {stack}
    </pre>
  );
}

function Occurrence({ occurrence, latest }: { occurrence: ErrorOccurrence; latest: boolean }) {
  const facts = (
    <dl className="grid grid-cols-2 gap-2">
      <Fact label="When">{formatMoment(occurrence.createdAt)}</Fact>
      <Fact label="Request id">
        <span className="font-mono text-xs">{occurrence.requestId ?? '—'}</span>
      </Fact>
      <Fact label="User">
        {occurrence.user ? (occurrence.user.email ?? 'Deleted account') : '—'}
      </Fact>
      <Fact label="Run">
        {occurrence.executionId ? (
          <Link
            className="text-brand-700 underline"
            to={`/manager/workflow-executions/${occurrence.executionId}`}
          >
            Open the run
          </Link>
        ) : (
          '—'
        )}
      </Fact>
    </dl>
  );
  if (latest) {
    return (
      <li className="rounded-lg border border-line p-3">
        {facts}
        <p className="mt-2 text-sm break-words text-ink">{occurrence.message}</p>
        {occurrence.stack ? (
          <Stack stack={occurrence.stack} label="Stack of the latest occurrence" />
        ) : null}
      </li>
    );
  }
  return (
    <li className="rounded-lg border border-line p-3">
      <details>
        <summary className="cursor-pointer text-sm text-ink">
          {formatMoment(occurrence.createdAt)}
          {occurrence.requestId ? (
            <span className="ml-2 font-mono text-xs text-ink-muted">{occurrence.requestId}</span>
          ) : null}
        </summary>
        <div className="mt-2">{facts}</div>
        <p className="mt-2 text-sm break-words text-ink">{occurrence.message}</p>
        {occurrence.stack ? (
          <Stack
            stack={occurrence.stack}
            label={`Stack at ${formatMoment(occurrence.createdAt)}`}
          />
        ) : null}
      </details>
    </li>
  );
}

function ResolveForm({ groupId }: { groupId: string }) {
  const id = useId();
  const [note, setNote] = useState('');
  const resolve = useResolveErrorGroup(groupId);
  return (
    <form
      className="mt-4 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        resolve.mutate(note.trim() || undefined, { onSuccess: () => setNote('') });
      }}
    >
      <label className="text-sm font-medium text-ink" htmlFor={id}>
        Note for the audit log (optional)
        <input
          id={id}
          type="text"
          maxLength={500}
          className={`mt-1 ${inputClass}`}
          placeholder="Fixed in the latest release"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      {resolve.isError ? (
        <FormAlert tone="error">
          {serverMessage(resolve.error) ?? 'The group could not be resolved. Please try again.'}
        </FormAlert>
      ) : null}
      <Button type="submit" size="sm" isLoading={resolve.isPending}>
        Mark as resolved
      </Button>
    </form>
  );
}

function GroupDetails({ detail }: { detail: ErrorGroupDetail }) {
  const { group, occurrences, hourly } = detail;
  return (
    <div className="px-1">
      <p className="text-sm break-words text-ink">{group.message}</p>
      {/* Polite: resolving is announced here, since the page's toasts sit behind the drawer. */}
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-live="polite">
        <Fact label="Status">
          {group.status === 'open'
            ? 'Open'
            : `Resolved ${group.resolvedAt ? formatMoment(group.resolvedAt) : ''}${
                group.resolvedBy?.email ? ` by ${group.resolvedBy.email}` : ''
              }`}
        </Fact>
        <Fact label="Source">{SOURCE_NAMES[group.source]}</Fact>
        <Fact label="Code">
          <span className="font-mono text-xs">{group.code}</span>
        </Fact>
        <Fact label="Route or node">
          <span className="font-mono text-xs">{routeLabel(group.source, group.route)}</span>
        </Fact>
        <Fact label="Occurrences">{group.count}</Fact>
        <Fact label="First seen">{formatMoment(group.firstSeen)}</Fact>
        <Fact label="Last seen">{formatMoment(group.lastSeen)}</Fact>
      </dl>
      {group.status === 'open' ? (
        <ResolveForm groupId={group.id} />
      ) : (
        <p className="mt-4 text-sm text-ink-muted">A new occurrence opens this group again.</p>
      )}
      <div className="mt-6">
        <HourlyChart hourly={hourly} label="occurrences" height={112} />
      </div>
      <section className="mt-6">
        <h3 className="text-sm font-semibold text-ink">Latest occurrences</h3>
        <ol className="mt-2 space-y-2" aria-label="Latest occurrences">
          {occurrences.map((occurrence, index) => (
            <Occurrence key={occurrence.id} occurrence={occurrence} latest={index === 0} />
          ))}
        </ol>
      </section>
    </div>
  );
}

/** A group's drawer: its facts, the resolve action, its 24 hours and its latest occurrences. */
export function ErrorGroupDrawer({
  groupId,
  fallbackTitle,
  onClose,
}: {
  groupId: string | null;
  fallbackTitle?: string;
  onClose: () => void;
}) {
  const detail = useErrorGroup(groupId);
  const title = detail.data?.group.code ?? fallbackTitle ?? 'Error';
  return (
    <Sheet
      open={groupId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      side="right"
      size="panel"
      closeLabel="Close the error"
    >
      {detail.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading the error">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-10 animate-pulse rounded-card bg-surface-muted" />
          ))}
        </div>
      ) : detail.isError ? (
        <FetchErrorAlert what="the error" onRetry={() => void detail.refetch()} />
      ) : (
        <GroupDetails detail={detail.data} />
      )}
    </Sheet>
  );
}
