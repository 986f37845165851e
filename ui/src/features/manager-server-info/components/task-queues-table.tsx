import { type Poller, type TaskQueueInfo } from '@studio/api/contract/manager-server-info';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { formatMoment } from '../model/server-info-format';

const ROLE_NAMES: Record<TaskQueueInfo['role'], string> = {
  workflows: 'Workflows and database steps',
  images: 'Image work',
  ai: 'AI provider calls',
};

function Pollers({ pollers }: { pollers: Poller[] }) {
  if (pollers.length === 0) return <span className="text-ink-muted">None</span>;
  return (
    <>
      <span className="font-semibold tabular-nums">{pollers.length}</span>
      <ul className="mt-0.5 space-y-0.5 text-xs text-ink-muted">
        {pollers.map((poller) => (
          <li key={poller.identity}>
            <span className="font-mono break-all">{poller.identity}</span>
            {poller.lastAccessTime ? ` · ${formatMoment(poller.lastAccessTime)}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

const backlog = (count: number | null) => (count === null ? 'Not reported' : count);

const column = tableColumns<TaskQueueInfo>();

const columns = column.columns([
  column.accessor('name', {
    header: 'Queue',
    cell: (info) => {
      const queue = info.row.original;
      return (
        <>
          <span className="font-medium text-ink">{ROLE_NAMES[queue.role]}</span>
          <div className="font-mono text-xs break-all text-ink-muted">{queue.name}</div>
          {queue.error ? <div className="mt-1 text-xs text-danger-700">{queue.error}</div> : null}
        </>
      );
    },
  }),
  column.display({
    id: 'workflowPollers',
    header: 'Workflow pollers',
    cell: (info) => <Pollers pollers={info.row.original.workflowPollers} />,
  }),
  column.display({
    id: 'activityPollers',
    header: 'Activity pollers',
    cell: (info) => <Pollers pollers={info.row.original.activityPollers} />,
  }),
  column.display({
    id: 'backlog',
    header: 'Backlog',
    cell: (info) => (
      <span className="text-xs">
        <span className="block">Workflow tasks: {backlog(info.row.original.workflowBacklog)}</span>
        <span className="block">Activity tasks: {backlog(info.row.original.activityBacklog)}</span>
      </span>
    ),
  }),
]);

/** Each task queue: who polls it for workflow and activity tasks, and what waits. */
export function TaskQueuesTable({ queues }: { queues: TaskQueueInfo[] }) {
  return (
    <DataTable
      columns={columns}
      data={queues}
      rowKey={(queue) => queue.name}
      label="Task queues"
      caption="Task queues with their pollers and backlog"
      minWidthClass="sm:min-w-[44rem]"
      stackOnPhone
    />
  );
}
