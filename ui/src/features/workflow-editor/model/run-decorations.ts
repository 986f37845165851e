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
  const nodes = withSubsnapNodes(view, graph);
  const states = new Map<string, RunState>();
  for (const node of nodes.values()) {
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
  const nodes = withSubsnapNodes(view, graph);
  return view.nodes
    .filter((n) => n.type === 'output.content' && n.status === 'succeeded')
    .flatMap((n) => allImages(incomingOutputs(n.id, graph, nodes)));
}

type Outputs = ExecutionView['nodes'][number]['outputs'];
type NodeView = ExecutionView['nodes'][number];

/** How a sub-snap's steps add up to one state: the first that applies, top to bottom. */
const SUBSNAP_STATUS = ['failed', 'cancelled', 'running', 'pending'] as const;

/**
 * The run's node states by id, with one for each sub-snap node of the graph drawn: a run runs a
 * sub-snap's steps (`sub/cutout`), and its node on the canvas adds them up — failed if one
 * failed, done when all are, its time their sum and what it gave the image its last step made.
 */
function withSubsnapNodes(
  view: Pick<ExecutionView, 'nodes'>,
  graph: WorkflowGraph,
): Map<string, NodeView> {
  const nodes = new Map(view.nodes.map((n) => [n.id, n]));
  for (const node of graph.nodes) {
    if (node.type !== 'subsnap' || nodes.has(node.id)) continue;
    const steps = view.nodes.filter((n) => n.id.startsWith(`${node.id}/`));
    if (steps.length === 0) continue;
    const status =
      SUBSNAP_STATUS.find((s) => steps.some((step) => step.status === s)) ??
      (steps.some((step) => step.status === 'succeeded') ? 'succeeded' : 'skipped');
    const made = steps.filter((step) => firstImage(step.outputs)).at(-1);
    const image = made && firstImage(made.outputs);
    const failed = steps.find((step) => step.error);
    const output: NonNullable<Outputs> = {};
    if (image)
      for (const port of outputPorts(node)) output[port] = { kind: 'image', fileKey: image };
    nodes.set(node.id, {
      id: node.id,
      type: node.type,
      label: node.label ?? String(node.params.name ?? 'Sub-snap'),
      status,
      durationMs: steps.reduce((total, step) => total + (step.durationMs ?? 0), 0),
      outputs: output,
      ...(failed?.error ? { error: failed.error } : {}),
    });
  }
  return nodes;
}

const outputPorts = (node: WorkflowGraph['nodes'][number]) =>
  ((node.params.outputs as { id: string }[] | undefined) ?? []).map((port) => port.id);

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
