import { type GraphEdge, type GraphNode, type WorkflowGraph } from '@studio/workflows/graph/graph';
import { nodePorts } from '@studio/workflows/graph/node-ports';
import { type SubsnapParams } from '@studio/workflows/graph/subsnap-nodes';

/** Where a sub-snap's input or output joins the rest of the workflow. */
type PortEnd = { node: string; port: string };

/** Selected steps as a sub-snap: its graph, and how its node joins the workflow in their place. */
export type SubsnapCut = {
  /** The steps, their edges among themselves, and an Input or Output node for each outside join. */
  graph: WorkflowGraph;
  /** Each input's id and the outside port that fed the steps through it. */
  inputs: Map<string, PortEnd>;
  /** Each output's id and the outside ports the steps fed through it. */
  outputs: Map<string, PortEnd[]>;
};

const endKey = (end: PortEnd) => `${end.node}\0${end.port}`;
const GAP = 320;

/**
 * Cuts selected steps out of a graph as a sub-snap: one Sub-snap input for each outside port that
 * fed them (shared by every step it fed), one Sub-snap output for each of their ports that fed a
 * step outside, each named after that port (`Cut-out`, `Packshot 2`), inputs drawn to the left of
 * the steps and outputs to the right. Answers why not when there is nothing to make.
 */
export function cutSubsnap(
  graph: WorkflowGraph,
  selected: ReadonlySet<string>,
): SubsnapCut | { error: string } {
  const steps = graph.nodes.filter((n) => selected.has(n.id));
  if (steps.length === 0) return { error: 'Select the steps to make a sub-snap of.' };
  if (steps.some((n) => n.type === 'subsnap.input' || n.type === 'subsnap.output')) {
    return { error: 'A sub-snap’s own inputs and outputs cannot go into another sub-snap.' };
  }
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const portOf = (end: PortEnd, side: 'inputs' | 'outputs') =>
    nodePorts(byId.get(end.node)!)[side].find((p) => p.id === end.port);

  const inner = graph.edges.filter((e) => selected.has(e.source) && selected.has(e.target));
  const incoming = graph.edges.filter((e) => !selected.has(e.source) && selected.has(e.target));
  const outgoing = graph.edges.filter((e) => selected.has(e.source) && !selected.has(e.target));
  const holdsContent = steps.some((n) => n.type === 'output.content');
  if (outgoing.length === 0 && !holdsContent) {
    return {
      error:
        'These steps feed nothing outside them: a sub-snap gives something back to the workflow.',
    };
  }

  const left = Math.min(...steps.map((n) => n.position.x));
  const right = Math.max(...steps.map((n) => n.position.x));
  const top = Math.min(...steps.map((n) => n.position.y));
  const names = new Set<string>();
  const uniqueName = (name: string) => {
    let candidate = name;
    for (let n = 2; names.has(candidate); n++) candidate = `${name} ${n}`;
    names.add(candidate);
    return candidate.slice(0, 40);
  };

  const nodes: GraphNode[] = steps.map((n) => ({ ...n }));
  const edges: GraphEdge[] = [...inner];
  const inputs = new Map<string, PortEnd>();
  const inputOf = new Map<string, string>();
  for (const edge of incoming) {
    const from = { node: edge.source, port: edge.sourcePort };
    let id = inputOf.get(endKey(from));
    if (!id) {
      id = `input-${inputs.size + 1}`;
      const port = portOf(from, 'outputs');
      nodes.push({
        id,
        type: 'subsnap.input',
        params: { name: uniqueName(port?.label ?? 'Image'), type: port?.type ?? 'image' },
        position: { x: left - GAP, y: top + inputs.size * 160 },
      });
      inputs.set(id, from);
      inputOf.set(endKey(from), id);
    }
    edges.push({ ...edge, id: `${id}-${edge.id}`.slice(0, 64), source: id, sourcePort: 'value' });
  }

  names.clear();
  const outputs = new Map<string, PortEnd[]>();
  const outputOf = new Map<string, string>();
  for (const edge of outgoing) {
    const from = { node: edge.source, port: edge.sourcePort };
    let id = outputOf.get(endKey(from));
    if (!id) {
      id = `output-${outputs.size + 1}`;
      const port = portOf(from, 'outputs');
      nodes.push({
        id,
        type: 'subsnap.output',
        params: { name: uniqueName(port?.label ?? 'Image'), type: port?.type ?? 'image' },
        position: { x: right + GAP, y: top + outputs.size * 160 },
      });
      edges.push({
        id: `${id}-in`,
        source: edge.source,
        sourcePort: edge.sourcePort,
        target: id,
        targetPort: 'value',
      });
      outputs.set(id, []);
      outputOf.set(endKey(from), id);
    }
    outputs.get(id)!.push({ node: edge.target, port: edge.targetPort });
  }
  return { graph: { nodes, edges }, inputs, outputs };
}

/**
 * The workflow with the cut steps replaced by one node using the sub-snap: placed where the
 * steps began, fed by what fed them and feeding what they fed.
 */
export function withSubsnapInPlace(
  graph: WorkflowGraph,
  selected: ReadonlySet<string>,
  cut: SubsnapCut,
  node: { id: string; params: SubsnapParams },
): WorkflowGraph {
  const steps = graph.nodes.filter((n) => selected.has(n.id));
  const position = {
    x: Math.min(...steps.map((n) => n.position.x)),
    y: Math.min(...steps.map((n) => n.position.y)),
  };
  const joins: GraphEdge[] = [];
  for (const [input, from] of cut.inputs) {
    joins.push({
      id: `${node.id}-${input}`,
      source: from.node,
      sourcePort: from.port,
      target: node.id,
      targetPort: input,
    });
  }
  for (const [output, ends] of cut.outputs) {
    ends.forEach((to, i) =>
      joins.push({
        id: `${node.id}-${output}-${i + 1}`,
        source: node.id,
        sourcePort: output,
        target: to.node,
        targetPort: to.port,
      }),
    );
  }
  return {
    ...graph,
    nodes: [
      ...graph.nodes.filter((n) => !selected.has(n.id)),
      { id: node.id, type: 'subsnap', params: node.params, label: node.params.name, position },
    ],
    edges: [
      ...graph.edges.filter((e) => !selected.has(e.source) && !selected.has(e.target)),
      ...joins,
    ],
  };
}

/**
 * A sub-snap node moved to another version: its settings replaced, and the connections to ports
 * the version no longer has dropped (named, so the update dialog can say so beforehand).
 */
export function withSubsnapVersion(
  graph: WorkflowGraph,
  nodeId: string,
  params: SubsnapParams,
): { graph: WorkflowGraph; dropped: GraphEdge[] } {
  const inputs = new Set(params.inputs.map((p) => p.id));
  const outputs = new Set(params.outputs.map((p) => p.id));
  const lost = (e: GraphEdge) =>
    (e.target === nodeId && !inputs.has(e.targetPort)) ||
    (e.source === nodeId && !outputs.has(e.sourcePort));
  return {
    graph: {
      ...graph,
      nodes: graph.nodes.map((n) => (n.id === nodeId ? { ...n, params } : n)),
      edges: graph.edges.filter((e) => !lost(e)),
    },
    dropped: graph.edges.filter(lost),
  };
}
