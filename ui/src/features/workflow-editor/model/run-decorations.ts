import { fileUrl } from '@/lib/stored-files';
import { type ExecutionView } from '@studio/api/contract/executions';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { outputFileKeys } from '@studio/workflows/graph/node-values';

import { type NodeDecoration } from '../components/canvas-decorations';

type RunState = NonNullable<NodeDecoration['run']>;

const STATE: Record<string, RunState['state']> = {
  pending: 'pending',
  running: 'running',
  succeeded: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
  skipped: 'skipped',
};

/** A stored image at the size a node card shows it. */
export const thumbnailUrl = (fileKey: string) => fileUrl(fileKey, 320);
export const fullSizeUrl = (fileKey: string) => fileUrl(fileKey);

/**
 * Each node's state in a run (a test run's view, or a run page's node states), as its card draws
 * it: waiting, running, done with its duration and a thumbnail of what it made, or failed with its
 * error. A node that makes nothing itself (an output) shows what reached it.
 */
export function runDecorations(
  view: Pick<ExecutionView, 'nodes'>,
  graph: WorkflowGraph,
): Map<string, RunState> {
  const nodes = new Map(view.nodes.map((n) => [n.id, n]));
  const states = new Map<string, RunState>();
  for (const node of view.nodes) {
    const image = firstImage(node.outputs) ?? firstImage(incomingOutputs(node.id, graph, nodes));
    states.set(node.id, {
      state: STATE[node.status] ?? 'pending',
      ...(node.durationMs !== undefined ? { durationMs: node.durationMs } : {}),
      ...(node.error ? { error: node.error } : {}),
      ...(image && node.status === 'succeeded'
        ? { thumbnailUrl: thumbnailUrl(image), fullSizeUrl: fullSizeUrl(image) }
        : {}),
      ...(node.given ? { given: true } : {}),
    });
  }
  return states;
}

/** The images a run's output nodes got: the content the run would have made. */
export function finalImages(view: ExecutionView, graph: WorkflowGraph): string[] {
  const nodes = new Map(view.nodes.map((n) => [n.id, n]));
  return view.nodes
    .filter((n) => n.type === 'output.content' && n.status === 'succeeded')
    .flatMap((n) => allImages(incomingOutputs(n.id, graph, nodes)));
}

type Outputs = ExecutionView['nodes'][number]['outputs'];

function incomingOutputs(
  nodeId: string,
  graph: WorkflowGraph,
  nodes: Map<string, ExecutionView['nodes'][number]>,
): Outputs {
  const merged: NonNullable<Outputs> = {};
  for (const edge of graph.edges.filter((e) => e.target === nodeId)) {
    const value = nodes.get(edge.source)?.outputs?.[edge.sourcePort];
    if (value) merged[`${edge.source}.${edge.sourcePort}`] = value;
  }
  return merged;
}

const allImages = (outputs: Outputs): string[] => outputFileKeys(outputs);

function firstImage(outputs: Outputs): string | undefined {
  return allImages(outputs)[0];
}
