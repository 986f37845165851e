import { type ComponentHealth, type ServerInfo } from '@studio/api/contract/manager-server-info';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { LoadingSkeleton } from '@/components/ui/loading-skeleton';
import { useServerInfo } from '../api/get-server-info';
import { formatBytes, formatMoment, formatUptime } from '../model/server-info-format';
import { RunsChart } from './runs-chart';
import { TaskQueuesTable } from './task-queues-table';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-line bg-surface p-4">
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Two columns where the values are short; one where a value is long (versions, addresses). */
function Facts({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-3 gap-y-2 ${columns === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
      {children}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/** "Healthy · 3 ms" or "Down · no answer within 2000 ms", with an icon that is not the only sign. */
function HealthLine({ health }: { health: ComponentHealth }) {
  return health.ok ? (
    <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-success-700">
      <CircleCheck className="size-4" aria-hidden="true" />
      Healthy · {health.latencyMs} ms
    </p>
  ) : (
    <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-danger-700">
      <CircleAlert className="size-4" aria-hidden="true" />
      Down · {health.error ?? 'no answer'}
    </p>
  );
}

function Dashboard({ info }: { info: ServerInfo }) {
  const { app, postgres, temporal, taskQueues, ai, storage, runs, reconciler } = info;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <Card title="Application">
          <Facts>
            <Fact label="Version">{app.version}</Fact>
            <Fact label="Commit">
              <span className="font-mono text-xs" title={app.commit ?? undefined}>
                {app.commit ? app.commit.slice(0, 12) : 'Unknown'}
              </span>
            </Fact>
            <Fact label="Node">{app.node}</Fact>
            <Fact label="Up for">{formatUptime(app.uptimeSeconds)}</Fact>
          </Facts>
          <p className="mt-2 text-xs text-ink-muted">Started {formatMoment(app.startedAt)}</p>
        </Card>
        <Card title="Postgres">
          <HealthLine health={postgres} />
          <Facts columns={1}>
            <Fact label="Version">{postgres.version ?? '—'}</Fact>
          </Facts>
        </Card>
        <Card title="Temporal">
          <HealthLine health={temporal} />
          <Facts columns={1}>
            <Fact label="Version">{temporal.version ?? '—'}</Fact>
            <Fact label="Namespace">{temporal.namespace}</Fact>
            <Fact label="Address">{temporal.address}</Fact>
            <Fact label="Runs repaired to agree with it">
              <Link
                to="/manager/workflow-executions/audit-log?action=execution.reconcile"
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {`${reconciler.repairsLastDay} in 24 h · ${reconciler.repairsAll} in all`}
              </Link>
            </Fact>
          </Facts>
        </Card>
        <Card title="Storage">
          <Facts>
            <Fact label="Used">{formatBytes(storage.bytes)}</Fact>
            <Fact label="Files">{storage.files}</Fact>
          </Facts>
        </Card>
      </div>

      <RunsChart runs={runs} />

      <section aria-labelledby="queues-heading" className="space-y-2">
        <h2 id="queues-heading" className="text-lg font-semibold text-ink">
          Workers
        </h2>
        {taskQueues.length === 0 ? (
          <p className="text-sm text-ink-muted">
            The task queues could not be read: Temporal did not answer.
          </p>
        ) : (
          <TaskQueuesTable queues={taskQueues} />
        )}
      </section>

      <Card title="AI providers">
        {ai.length === 0 ? (
          <p className="text-sm text-ink-muted">Not reported by this server.</p>
        ) : (
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {ai.map((capability) => (
              <Fact key={capability.capability} label={capability.capability}>
                {capability.provider} ·{' '}
                <span className="font-mono text-xs">{capability.model}</span>
              </Fact>
            ))}
          </dl>
        )}
      </Card>
    </div>
  );
}

/** Server Information: the build, the health of its parts, the workers, storage and runs. */
export function ServerInfoPage() {
  const info = useServerInfo();
  if (info.isPending) {
    return (
      <LoadingSkeleton
        label="Loading the server's state"
        count={4}
        itemClassName="h-36"
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-4"
      />
    );
  }
  if (info.isError && !info.data) {
    return <FetchErrorAlert what="the server's state" onRetry={() => void info.refetch()} />;
  }
  return (
    <div className="space-y-3">
      {/* Not a live region: a sentence that changes every 10 seconds would be read out each time. */}
      <p className="text-sm text-ink-muted">
        {info.isError
          ? 'The last refresh failed; showing the state from before.'
          : `Updated ${new Date(info.dataUpdatedAt).toLocaleTimeString('en-GB')}; refreshed every 10 seconds while this tab is open.`}
      </p>
      <Dashboard info={info.data} />
    </div>
  );
}
