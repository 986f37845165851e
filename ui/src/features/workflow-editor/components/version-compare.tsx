import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { diffGraphs } from '@studio/workflows/graph/diff-graphs';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useState } from 'react';

import { createEditorStore } from '../store/editor-store';
import { EditorStoreProvider } from '../store/editor-context';
import { type NodeDecoration } from './canvas-decorations';
import { DiffSummary } from '@/components/workflow-diff-summary';
import { WorkflowCanvas } from './workflow-canvas';

/**
 * Two graphs compared on one read-only canvas: the newer one drawn, the nodes it lost drawn
 * faded where they were; added, removed and changed nodes are marked, and the changes listed.
 */
export function VersionCompare({
  from,
  to,
  single = false,
}: {
  from: WorkflowGraph;
  to: WorkflowGraph;
  /** One version opened on its own: drawn as it is, with no list of changes against itself. */
  single?: boolean;
}) {
  const diff = useMemo(() => diffGraphs(from, to), [from, to]);
  const { graph, decorations } = useMemo(() => {
    const marks = new Map<string, NodeDecoration>();
    for (const node of diff.addedNodes) marks.set(node.id, { diff: 'added' });
    for (const change of [
      ...diff.changedParams.map((c) => c.nodeId),
      ...diff.renamedNodes.map((r) => r.id),
    ]) {
      if (!marks.has(change)) marks.set(change, { diff: 'changed' });
    }
    // A removed node keeps its place; one whose id came back under another type is shown once.
    const shown = new Set(to.nodes.map((n) => n.id));
    const removed = diff.removedNodes.filter((n) => !shown.has(n.id));
    for (const node of removed) marks.set(node.id, { diff: 'removed' });
    // The newer graph's notes are drawn too (a version shows its notes; the list counts changes).
    const merged: WorkflowGraph = {
      nodes: [...to.nodes, ...removed],
      edges: to.edges,
      ...(to.notes ? { notes: to.notes } : {}),
    };
    return { graph: merged, decorations: marks };
  }, [diff, to]);
  const [store] = useState(() => createEditorStore(graph));

  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <div className="relative min-h-80 flex-1" data-testid="compare-canvas">
        <EditorStoreProvider store={store}>
          <ReactFlowProvider>
            <WorkflowCanvas readOnly decorations={decorations} />
          </ReactFlowProvider>
        </EditorStoreProvider>
      </div>
      {single ? null : (
        <aside
          aria-label="Differences"
          className="max-h-72 overflow-y-auto border-t border-line bg-surface p-4 lg:max-h-none lg:w-80 lg:border-t-0 lg:border-l"
        >
          <p className="mb-3 flex flex-wrap gap-3 text-xs text-ink-muted">
            <span className="flex items-center gap-1">
              <span className="size-3 rounded-full ring-4 ring-success-600/70" />
              Added
            </span>
            <span className="flex items-center gap-1">
              <span className="size-3 rounded-full ring-4 ring-danger-600/70" />
              Removed
            </span>
            <span className="flex items-center gap-1">
              <span className="size-3 rounded-full ring-4 ring-amber-500/80" />
              Changed
            </span>
          </p>
          <DiffSummary diff={diff} />
        </aside>
      )}
    </div>
  );
}
