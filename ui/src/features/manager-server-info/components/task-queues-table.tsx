import { type Poller, type TaskQueueInfo } from '@studio/api/contract/manager-server-info';

import { formatMoment } from '../model/server-info-format';

const ROLE_NAMES: Record<TaskQueueInfo['role'], string> = {
  workflows: 'Workflows and database steps',
  images: 'Image work',
  ai: 'AI provider calls',
};

const cell = 'px-3 py-2 align-top';

function Pollers({ pollers }: { pollers: Poller[] }) {
  if (pollers.length === 0) return <span className="text-ink-muted">None</span>;
  return (
    <>
      <span className="font-semibold tabular-nums">{pollers.length}</span>
      <ul className="mt-0.5 space-y-0.5 text-xs text-ink-muted">
        {pollers.map((poller) => (
          <li key={poller.identity}>
            <span className="font-mono">{poller.identity}</span>
            {poller.lastAccessTime ? ` · ${formatMoment(poller.lastAccessTime)}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

const backlog = (count: number | null) => (count === null ? 'Not reported' : count);

/** Each task queue: who polls it for workflow and activity tasks, and what waits. */
export function TaskQueuesTable({ queues }: { queues: TaskQueueInfo[] }) {
  return (
    <div
      className="overflow-x-auto rounded-card border border-line bg-surface"
      role="region"
      aria-label="Task queues"
      tabIndex={0}
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Task queues with their pollers and backlog</caption>
        <thead className="border-b border-line bg-surface-muted text-xs text-ink-muted">
          <tr>
            <th scope="col" className={cell}>
              Queue
            </th>
            <th scope="col" className={cell}>
              Workflow pollers
            </th>
            <th scope="col" className={cell}>
              Activity pollers
            </th>
            <th scope="col" className={cell}>
              Backlog
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="font-medium text-ink">{ROLE_NAMES[queue.role]}</span>
                <div className="font-mono text-xs text-ink-muted">{queue.name}</div>
                {queue.error ? (
                  <div className="mt-1 text-xs text-danger-700">{queue.error}</div>
                ) : null}
              </th>
              <td className={cell}>
                <Pollers pollers={queue.workflowPollers} />
              </td>
              <td className={cell}>
                <Pollers pollers={queue.activityPollers} />
              </td>
              <td className={`${cell} text-xs`}>
                <div>Workflow tasks: {backlog(queue.workflowBacklog)}</div>
                <div>Activity tasks: {backlog(queue.activityBacklog)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
