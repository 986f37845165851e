import { type WorkflowSummary } from '@studio/api/contract/workflows';
import { Search, Workflow } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingSkeleton } from '@/components/ui/loading-skeleton';
import { inputClass } from '@/components/ui/text-field';
import { ApiError, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWorkflows } from '@/lib/workflows';
import { useCreateWorkflow, useDeleteWorkflow } from '../api/manage-workflows';
import { WorkflowsTable } from './workflows-table';

type SortKey = 'updated' | 'name' | 'runs' | 'failures';

const SORTS: Record<
  SortKey,
  { label: string; compare: (a: WorkflowSummary, b: WorkflowSummary) => number }
> = {
  updated: { label: 'Recently changed', compare: (a, b) => b.updatedAt.localeCompare(a.updatedAt) },
  name: { label: 'Name', compare: (a, b) => a.name.localeCompare(b.name) },
  runs: { label: 'Most runs (7 days)', compare: (a, b) => b.runsLast7Days - a.runsLast7Days },
  failures: {
    label: 'Highest failure rate',
    compare: (a, b) => b.failureRateLast7Days - a.failureRateLast7Days,
  },
};

/** Every workflow as a table: search, sort, open, duplicate, export, delete. */
export function WorkflowList() {
  const workflows = useWorkflows();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('updated');
  const [deleting, setDeleting] = useState<WorkflowSummary | null>(null);
  const create = useCreateWorkflow();
  const navigate = useNavigate();

  const rows = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return (workflows.data ?? [])
      .filter((w) =>
        words.every((word) => `${w.name} ${w.description}`.toLowerCase().includes(word)),
      )
      .sort(SORTS[sort].compare);
  }, [workflows.data, query, sort]);

  // Stable, so the table's columns are not rebuilt on every render (a search keystroke).
  const { mutate: createWorkflow } = create;
  const all = workflows.data;
  const duplicate = useCallback(
    (workflow: WorkflowSummary) =>
      createWorkflow(
        {
          name: copyName(workflow.name, all ?? []),
          description: workflow.description,
          from: { kind: 'workflow', workflowId: workflow.id },
        },
        {
          onSuccess: (copy) => void navigate(`/workflows/${copy.id}/editor`),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Could not duplicate',
              description: serverMessage(error) ?? 'Please try again.',
            }),
        },
      ),
    [createWorkflow, all, navigate],
  );

  if (workflows.isPending) {
    return <LoadingSkeleton label="Loading workflows" count={3} itemClassName="h-16" />;
  }
  if (workflows.isError)
    return <FetchErrorAlert what="workflows" onRetry={() => void workflows.refetch()} />;
  if (workflows.data.length === 0) {
    return (
      <section className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
        <Workflow className="size-10 text-brand-600" aria-hidden="true" />
        <h2 className="mt-4 text-lg font-semibold text-ink">No workflows yet</h2>
        <p className="mt-1 max-w-md text-sm text-ink-muted">
          A workflow is the graph of steps a snap runs. Start from a blank one or a built-in.
        </p>
        <ButtonLink to="/workflows/new" className="mt-6">
          New workflow
        </ButtonLink>
      </section>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <label className="relative min-w-0 flex-1 basis-56">
          <span className="sr-only">Search workflows</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search workflows"
            className={`${inputClass} pl-9`}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-ink-muted">
          Sort
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
            className={`${inputClass} w-auto`}
          >
            {Object.entries(SORTS).map(([key, s]) => (
              <option key={key} value={key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-4">
        {rows.length === 0 ? (
          <p className="rounded-card border border-line bg-surface px-4 py-8 text-center text-sm text-ink-muted">
            No workflow matches “{query}”.
          </p>
        ) : (
          <WorkflowsTable workflows={rows} onDuplicate={duplicate} onDelete={setDeleting} />
        )}
      </div>
      <DeleteWorkflowDialog workflow={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function copyName(name: string, all: readonly WorkflowSummary[]): string {
  const taken = new Set(all.map((w) => w.name));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${name} (copy)` : `${name} (copy ${n})`;
    if (!taken.has(candidate)) return candidate.slice(0, 100);
  }
}

/** Deleting asks first; a workflow still in use says what uses it and what to do instead. */
function DeleteWorkflowDialog({
  workflow,
  onClose,
}: {
  workflow: WorkflowSummary | null;
  onClose: () => void;
}) {
  const remove = useDeleteWorkflow();
  const inUse =
    remove.error instanceof ApiError && remove.error.code === 'workflow_in_use'
      ? (remove.error.body as { snaps?: number; executions?: number })
      : null;
  // Snaps that run it are known before asking: say so at once rather than after Delete.
  const snaps = workflow?.snaps ?? [];
  return (
    <Dialog
      open={workflow !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={`Delete “${workflow?.name ?? ''}”?`}
      description="The workflow and all its versions are deleted for good."
    >
      {snaps.length > 0 ? (
        <FormAlert tone="error">
          {`It cannot be deleted while snaps run it: ${snaps.map((snap) => `${snap.name} (v${snap.version})`).join(', ')}. Move ${snaps.length === 1 ? 'that snap' : 'those snaps'} to another workflow first.`}
        </FormAlert>
      ) : inUse ? (
        <FormAlert tone="error">
          {`It cannot be deleted: ${inUse.snaps ?? 0} snap${inUse.snaps === 1 ? '' : 's'} run it and ${inUse.executions ?? 0} past run${inUse.executions === 1 ? '' : 's'} refer to its versions. Move the snaps to another workflow first; past runs keep their history.`}
        </FormAlert>
      ) : remove.isError ? (
        <FormAlert tone="error">
          {serverMessage(remove.error) ?? 'The workflow could not be deleted. Please try again.'}
        </FormAlert>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          isLoading={remove.isPending}
          disabled={inUse !== null || snaps.length > 0}
          onClick={() => workflow && remove.mutate(workflow.id, { onSuccess: onClose })}
        >
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
