import { type NodeStateView } from '@studio/api/contract/executions';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { ReactFlowProvider, ViewportPortal } from '@xyflow/react';
import { Recycle } from 'lucide-react';
import { useMemo, useState } from 'react';

import { DEFAULT_NODE_SIZE, layoutLeftToRight } from '../model/auto-layout';
import { runDecorations } from '../model/run-decorations';
import { createEditorStore } from '../store/editor-store';
import { EditorStoreProvider, useEditor } from '../store/editor-context';
import { type NodeDecoration } from './canvas-decorations';
import { WorkflowCanvas } from './workflow-canvas';

export type RunGraphProps = {
  /** The graph the run ran. */
  graph: WorkflowGraph;
  /** Each node's state in the run; the cards follow them as they change. */
  nodes: readonly NodeStateView[];
  /** Nodes a replay from the failed step took over from the original run, marked as such. */
  reusedNodes?: readonly string[];
};

/**
 * A run's graph on a read-only canvas, each node drawn with its state in the run (waiting,
 * running, done with a thumbnail, failed with its error), as the editor's test run draws it. For
 * the operators' run page, which composes it at the route level.
 */
export function RunGraph({ graph, nodes, reusedNodes = [] }: RunGraphProps) {
  // The graph of a run never changes: one store for the canvas's life. A run of sub-snaps is laid
  // out afresh, each sub-snap's steps together in a frame of its name (their places were drawn in
  // the sub-snap's own canvas, not this one).
  const [store] = useState(() => createEditorStore(withSubsnapsLaidOut(graph)));
  const decorations = useMemo(() => {
    const marks = new Map<string, NodeDecoration>();
    for (const [nodeId, run] of runDecorations({ nodes: [...nodes] }, graph)) {
      marks.set(nodeId, { run });
    }
    return marks;
  }, [nodes, graph]);

  return (
    <div className="relative h-80 sm:h-[28rem]" data-testid="run-graph">
      <EditorStoreProvider store={store}>
        <ReactFlowProvider>
          <WorkflowCanvas readOnly decorations={decorations}>
            <ReusedMarks nodeIds={reusedNodes} />
          </WorkflowCanvas>
        </ReactFlowProvider>
      </EditorStoreProvider>
    </div>
  );
}

/** A label above each reused node's card, drawn in the canvas's own coordinates. */
function ReusedMarks({ nodeIds }: { nodeIds: readonly string[] }) {
  const nodes = useEditor((s) => s.nodes);
  if (nodeIds.length === 0) return null;
  const reused = new Set(nodeIds);
  return (
    <ViewportPortal>
      {nodes
        .filter((node) => reused.has(node.id))
        .map((node) => (
          <p
            key={node.id}
            data-testid={`reused-${node.id}`}
            className="pointer-events-none absolute flex w-60 items-center gap-1 rounded-t-lg bg-sky-100 px-2 py-1 text-xs font-semibold text-sky-900"
            style={{ transform: `translate(${node.position.x}px, ${node.position.y - 26}px)` }}
          >
            <Recycle className="size-3.5" aria-hidden="true" />
            Reused from the original run
          </p>
        ))}
    </ViewportPortal>
  );
}

/** A card on a run's canvas: a step card with room for its thumbnail. */
const RUN_CARD = { width: DEFAULT_NODE_SIZE.width, height: 200 };

function withSubsnapsLaidOut(graph: WorkflowGraph): WorkflowGraph {
  const clusters = (graph.groups ?? []).filter((g) => g.subsnap);
  if (clusters.length === 0) return graph;
  const positions = layoutLeftToRight(
    graph.nodes.map((n) => ({ id: n.id, ...RUN_CARD })),
    graph.edges,
    clusters,
  );
  return {
    ...graph,
    nodes: graph.nodes.map((n) => ({ ...n, position: positions.get(n.id) ?? n.position })),
  };
}
