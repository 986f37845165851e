import { type WorkflowDetail } from '@studio/api/contract/workflows';
import { Boxes, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';

import { useWorkflows } from '@/lib/workflows';

/**
 * The workflow the editor was opened from (`?from=` a workflow id: a sub-snap opened from a node
 * using it), with its name once the workflow list is read; null when opened from the list.
 */
export function useCameFrom(): { id: string; name: string } | null {
  const [search] = useSearchParams();
  const from = search.get('from');
  // Read only for a breadcrumb: an editor opened from the list asks for nothing.
  const workflows = useWorkflows({ enabled: from !== null });
  if (!from) return null;
  const found = workflows.data?.find((w) => w.id === from);
  return { id: from, name: found?.name ?? 'the workflow' };
}

/** The editor's heading: the workflow's name, under a breadcrumb back to where it was opened. */
export function EditorTitle({
  workflow,
  cameFrom,
}: {
  workflow: WorkflowDetail;
  cameFrom: { id: string; name: string } | null;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      {cameFrom ? (
        <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1.5 text-sm">
          <Link
            to={`/workflows/${cameFrom.id}/editor`}
            className="truncate text-ink-muted underline-offset-2 hover:text-ink hover:underline"
          >
            {cameFrom.name}
          </Link>
          <ChevronRight className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
        </nav>
      ) : null}
      <h1 className="flex min-w-0 items-center gap-1.5 text-base font-bold text-ink">
        {workflow.kind === 'subsnap' ? (
          <Boxes className="size-4 shrink-0 text-indigo-600" aria-label="Sub-snap" />
        ) : null}
        <span className="truncate">{workflow.name}</span>
      </h1>
    </div>
  );
}
