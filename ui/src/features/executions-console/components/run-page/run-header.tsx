import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { ArrowLeft, ExternalLink, HandCoins } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';

import { formatDuration } from '../executions-table';
import { StatusBadge } from '../status-badge';
import { formatTime, shortId } from './run-format';
import { CopyableId } from '@/components/ui/copyable-id';
import { RunMarker, RunMarkers } from '../run-marker';

/** The editor's read-only view of a workflow version (the draft for a test run of one). */
const editorUrl = (workflowId: string, version: number | null) =>
  `/workflows/${encodeURIComponent(workflowId)}/editor${version ? `?version=${version}` : ''}`;

/**
 * The top of the run page: what ran, for whom, in what state, the operator's actions, where
 * Temporal keeps it, and why it failed.
 */
export function RunHeader({ details, actions }: { details: ExecutionDetails; actions: ReactNode }) {
  const { run, temporal } = details;
  return (
    <header className="space-y-4">
      <Link
        to="/manager/workflow-executions"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All runs
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {`Run ${shortId(run.id)}`}
            </h1>
            <StatusBadge status={run.status} />
          </div>
          <RunMarkers run={run}>
            {run.paidByPlatform ? (
              <RunMarker icon={HandCoins} className="bg-success-50 text-success-700">
                Paid by the platform
              </RunMarker>
            ) : null}
          </RunMarkers>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>

      <dl className="grid gap-x-6 gap-y-3 rounded-card border border-line bg-surface p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Item label="Run id">
          <CopyableId value={run.id} what="run id" />
        </Item>
        <Item label="Creator">
          {run.user.email ?? <span className="text-ink-muted">Deleted account</span>}
          {details.apiKey ? (
            <span className="block text-xs text-ink-muted" data-testid="run-api-key">
              {`With the API key “${details.apiKey.name}” (${details.apiKey.prefix}…)`}
            </span>
          ) : null}
        </Item>
        <Item label="Snap">
          {run.snap?.name ?? (
            <span className="text-ink-muted">{run.test ? 'None: a test run' : '—'}</span>
          )}
        </Item>
        <Item label="Workflow">
          {run.workflow ? (
            <Link
              to={editorUrl(run.workflow.id, run.version)}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
              title={
                run.version
                  ? `Version ${run.version} in the editor, read-only`
                  : 'The workflow in the editor'
              }
            >
              {`${run.workflow.name} ${run.version ? `v${run.version}` : '(draft)'}`}
            </Link>
          ) : (
            <span className="text-ink-muted">—</span>
          )}
        </Item>
        <Item label="Created">
          <time dateTime={run.createdAt}>{formatTime(run.createdAt)}</time>
        </Item>
        <Item label="Started">
          {run.startedAt ? (
            <time dateTime={run.startedAt}>{formatTime(run.startedAt)}</time>
          ) : (
            <span className="text-ink-muted">Not yet</span>
          )}
        </Item>
        <Item label="Finished">
          {run.finishedAt ? (
            <time dateTime={run.finishedAt}>{formatTime(run.finishedAt)}</time>
          ) : (
            <span className="text-ink-muted">Not yet</span>
          )}
        </Item>
        <Item label="Duration">
          {formatDuration(run.durationMs)}
          {run.durationMs !== null ? (
            <span className="block text-xs text-ink-muted">
              {run.durationClock === 'temporal'
                ? 'Temporal’s clock: the workflow’s start to its close'
                : 'The database’s clock, until checked against Temporal'}
            </span>
          ) : null}
        </Item>
        <Item label="Temporal workflow">
          <CopyableId value={temporal.workflowId} what="Temporal workflow id" />
          <span className="block text-xs text-ink-muted">{`Namespace ${temporal.namespace}`}</span>
          {temporal.url ? (
            <a
              href={temporal.url}
              target="_blank"
              rel="noreferrer"
              className="mt-1 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Open in Temporal
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </Item>
      </dl>

      {run.error ? <RunError details={details} /> : null}
    </header>
  );
}

/** Why the run failed (or was stopped): its code, its type, the message and the step. */
function RunError({ details }: { details: ExecutionDetails }) {
  const id = useId();
  const { run } = details;
  const error = run.error!;
  const step = error.nodeId ? details.nodes.find((n) => n.id === error.nodeId) : undefined;
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-danger-200 bg-danger-50 p-4 text-sm"
    >
      <h2 id={id} className="font-semibold text-danger-700">
        {run.status === 'cancelled' ? 'Why it stopped' : 'Why it failed'}
      </h2>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="font-mono font-semibold text-danger-700">
          {run.errorCode ?? error.type}
        </span>
        {run.errorCode && run.errorCode !== error.type ? (
          <span className="font-mono text-xs text-ink-muted">{error.type}</span>
        ) : null}
      </p>
      <p className="mt-1 break-words text-ink">{error.message}</p>
      {error.nodeId ? (
        <p className="mt-1 text-ink-muted">
          {`At the step ${step ? `${step.label} (${step.id})` : error.nodeId}`}
        </p>
      ) : null}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
