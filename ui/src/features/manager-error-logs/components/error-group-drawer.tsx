import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ErrorGroupDetail,
  type ErrorOccurrence,
  type ResolveErrorGroupRequest,
  resolveErrorGroupRequestSchema,
} from '@studio/api/contract/manager-error-logs';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Fact } from '@/components/ui/detail-parts';
import { DetailSheet } from '@/components/ui/detail-sheet';
import { FormAlert } from '@/components/ui/form-alert';
import { inputClass } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { useErrorGroup, useResolveErrorGroup } from '../api/get-error-logs';
import { formatMoment, routeLabel, SOURCE_NAMES } from '../model/error-log-format';
import { HourlyChart } from './hourly-chart';

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
      <Fact breakAll label="When">
        {formatMoment(occurrence.createdAt)}
      </Fact>
      <Fact breakAll label="Request id">
        <span className="font-mono text-xs">{occurrence.requestId ?? '—'}</span>
      </Fact>
      <Fact breakAll label="User">
        {occurrence.user ? (occurrence.user.email ?? 'Deleted account') : '—'}
      </Fact>
      <Fact breakAll label="Run">
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

/** Marks the group resolved, with an optional note the audit log keeps (the contract's check). */
function ResolveForm({ groupId }: { groupId: string }) {
  const id = useId();
  const resolve = useResolveErrorGroup(groupId);
  const { register, handleSubmit, reset } = useForm<ResolveErrorGroupRequest>({
    resolver: zodResolver(resolveErrorGroupRequestSchema),
    defaultValues: { reason: '' },
  });
  return (
    <form
      className="mt-4 space-y-2"
      onSubmit={handleSubmit(({ reason }) =>
        resolve.mutate(reason || undefined, { onSuccess: () => reset() }),
      )}
    >
      <label className="text-sm font-medium text-ink" htmlFor={id}>
        Note for the audit log (optional)
        <input
          id={id}
          type="text"
          maxLength={500}
          className={`mt-1 ${inputClass}`}
          placeholder="Fixed in the latest release"
          {...register('reason')}
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
        <Fact breakAll label="Status">
          {group.status === 'open'
            ? 'Open'
            : `Resolved ${group.resolvedAt ? formatMoment(group.resolvedAt) : ''}${
                group.resolvedBy?.email ? ` by ${group.resolvedBy.email}` : ''
              }`}
        </Fact>
        <Fact breakAll label="Source">
          {SOURCE_NAMES[group.source]}
        </Fact>
        <Fact breakAll label="Code">
          <span className="font-mono text-xs">{group.code}</span>
        </Fact>
        <Fact breakAll label="Route or node">
          <span className="font-mono text-xs">{routeLabel(group.source, group.route)}</span>
        </Fact>
        <Fact breakAll label="Occurrences">
          {group.count}
        </Fact>
        <Fact breakAll label="First seen">
          {formatMoment(group.firstSeen)}
        </Fact>
        <Fact breakAll label="Last seen">
          {formatMoment(group.lastSeen)}
        </Fact>
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
  return (
    <DetailSheet
      open={groupId !== null}
      query={detail}
      title={detail.data?.group.code ?? fallbackTitle ?? 'Error'}
      closeLabel="Close the error"
      loading={{ label: 'Loading the error', count: 3, itemClassName: 'h-10' }}
      what="the error"
      onClose={onClose}
    >
      {(data) => <GroupDetails detail={data} />}
    </DetailSheet>
  );
}
