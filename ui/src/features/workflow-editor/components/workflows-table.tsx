import { type WorkflowSummary } from '@studio/api/contract/workflows';
import { Boxes, Copy, Download, MoreHorizontal, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/components/ui/menu';
import { downloadWorkflow } from '../api/manage-workflows';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

type WorkflowActions = {
  onDuplicate: (workflow: WorkflowSummary) => void;
  onDelete: (workflow: WorkflowSummary) => void;
};

const column = tableColumns<WorkflowSummary>();

function workflowColumns({ onDuplicate, onDelete }: WorkflowActions) {
  return column.columns([
    column.accessor('name', {
      header: 'Workflow',
      cell: ({ row: { original: workflow } }) => (
        <>
          <Link
            to={`/workflows/${workflow.id}/editor`}
            className="font-semibold text-ink hover:text-brand-700 hover:underline"
          >
            {workflow.name}
          </Link>
          {workflow.kind === 'subsnap' ? (
            <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
              <Boxes className="size-3" aria-hidden="true" />
              Sub-snap
            </span>
          ) : null}
          {workflow.description ? (
            <p className="truncate text-xs text-ink-muted">{workflow.description}</p>
          ) : null}
        </>
      ),
    }),
    column.accessor('latestVersion', {
      header: 'Published',
      cell: ({ row: { original: workflow } }) => (
        <>
          {workflow.latestVersion ? (
            <span>
              v{workflow.latestVersion.version} · {date(workflow.latestVersion.publishedAt)}
            </span>
          ) : (
            <span className="text-ink-muted">Never</span>
          )}
          {workflow.draftChanged ? (
            <span className="ml-2 rounded-full bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-800">
              Draft changed
            </span>
          ) : null}
        </>
      ),
    }),
    column.accessor('snaps', {
      header: 'Snaps',
      cell: (info) => {
        const snaps = info.getValue();
        return snaps.length === 0 ? '—' : snaps.map((s) => `${s.name} (v${s.version})`).join(', ');
      },
    }),
    column.accessor('runsLast7Days', {
      header: 'Runs (7 days)',
      cell: ({ row: { original: workflow } }) => (
        <>
          {workflow.runsLast7Days}
          {workflow.runsLast7Days > 0 ? (
            <span
              className={`ml-2 text-xs ${workflow.failureRateLast7Days > 0.1 ? 'text-danger-700' : 'text-ink-muted'}`}
            >
              {Math.round(workflow.failureRateLast7Days * 100)}% failed
            </span>
          ) : null}
        </>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: workflow } }) => (
        <MenuRoot>
          <MenuTrigger
            aria-label={`Actions for ${workflow.name}`}
            className="rounded-lg p-2 text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <MoreHorizontal className="size-5" aria-hidden="true" />
          </MenuTrigger>
          <MenuContent align="end">
            <MenuItem onSelect={() => onDuplicate(workflow)}>
              <Copy className="size-4" aria-hidden="true" /> Duplicate
            </MenuItem>
            <MenuItem onSelect={() => void downloadWorkflow(workflow.id, workflow.name)}>
              <Download className="size-4" aria-hidden="true" /> Export
            </MenuItem>
            <MenuItem onSelect={() => onDelete(workflow)} className="text-danger-700">
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </MenuItem>
          </MenuContent>
        </MenuRoot>
      ),
    }),
  ]);
}

const numeric = new Set(['runsLast7Days']);

/** Columns join as the screen widens: on a phone a workflow is its name and its actions. */
const columnClassName = {
  name: 'w-2/5 max-w-0',
  latestVersion: 'hidden whitespace-nowrap md:table-cell',
  snaps: 'hidden text-ink-muted lg:table-cell',
  runsLast7Days: 'hidden whitespace-nowrap sm:table-cell',
  actions: 'w-0 text-right',
};

/** The workflows as a table: each name opens the editor, each menu duplicates, exports, deletes. */
export function WorkflowsTable({
  workflows,
  onDuplicate,
  onDelete,
}: WorkflowActions & { workflows: WorkflowSummary[] }) {
  const columns = useMemo(
    () => workflowColumns({ onDuplicate, onDelete }),
    [onDuplicate, onDelete],
  );
  return (
    <DataTable
      columns={columns}
      data={workflows}
      caption="Workflows"
      numeric={numeric}
      columnClassName={columnClassName}
      align="middle"
    />
  );
}
