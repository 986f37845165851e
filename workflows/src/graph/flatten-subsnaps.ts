import { type GraphEdge, type GraphGroup, type GraphNode, type WorkflowGraph } from './graph';
import { subsnapParamsSchema } from './subsnap-nodes';

/** A sub-snap version's graph, keyed by subsnapKey. */
export type SubsnapGraphs = ReadonlyMap<string, WorkflowGraph>;

export const subsnapKey = (ref: { workflowId: string; version: number }) =>
  `${ref.workflowId}@${ref.version}`;

/** The sub-snap versions a graph's nodes are pinned to (each once). */
export function subsnapRefs(graph: WorkflowGraph): { workflowId: string; version: number }[] {
  const refs = new Map<string, { workflowId: string; version: number }>();
  for (const node of graph.nodes) {
    const params = node.type === 'subsnap' && subsnapParamsSchema.safeParse(node.params);
    if (params && params.success) {
      const ref = { workflowId: params.data.workflowId, version: params.data.version };
      refs.set(subsnapKey(ref), ref);
    }
  }
  return [...refs.values()];
}

const isBoundary = (node: GraphNode) =>
  node.type === 'subsnap.input' || node.type === 'subsnap.output';

/**
 * The graph with every sub-snap node drawn out into the steps of the version it is pinned to, as
 * ComfyUI expands its subgraphs before it queues a prompt: the engine, its retries, a replay from
 * the failed step and the console all see ordinary steps. A step keeps its id behind its sub-snap
 * node's (`packshot` in `subsnap-1` is `subsnap-1/packshot`), its place relative to the node, and
 * a group names the sub-snap around its steps. The sub-snap's inputs and outputs are joined
 * through: what fed an input feeds the steps it fed, and what fed an output feeds what the
 * output fed. Versions are immutable, so the same graph always flattens the same way.
 */
export function flattenSubsnaps(graph: WorkflowGraph, graphs: SubsnapGraphs): WorkflowGraph {
  const subsnaps = graph.nodes.filter((n) => n.type === 'subsnap');
  if (subsnaps.length === 0) return graph;
  // Each sub-snap's steps take its node's place in the list (the run page lists steps in order).
  const stepsOf = new Map<string, GraphNode[]>();
  const groups: GraphGroup[] = [...(graph.groups ?? [])];
  let edges: GraphEdge[] = graph.edges;
  for (const outer of subsnaps) {
    const params = subsnapParamsSchema.parse(outer.params);
    const pinned = graphs.get(subsnapKey(params));
    if (!pinned) throw new Error(`Sub-snap ${params.name} v${params.version} was not found.`);
    const inner = flattenSubsnaps(pinned, graphs);
    const prefix = `${outer.id}/`;
    const innerNodes = new Map(inner.nodes.map((n) => [n.id, n]));
    const steps = inner.nodes.filter((n) => !isBoundary(n));
    const left = Math.min(...steps.map((n) => n.position.x));
    const top = Math.min(...steps.map((n) => n.position.y));
    stepsOf.set(outer.id, []);
    for (const step of steps) {
      stepsOf.get(outer.id)!.push({
        ...step,
        id: prefix + step.id,
        position: {
          x: outer.position.x + step.position.x - left,
          y: outer.position.y + step.position.y - top,
        },
      });
    }
    for (const group of inner.groups ?? []) {
      groups.push({
        ...group,
        id: prefix + group.id,
        nodeIds: group.nodeIds.map((id) => prefix + id),
      });
    }
    groups.push({
      id: outer.id,
      label: outer.label ?? params.name,
      colour: 'purple',
      nodeIds: steps.map((n) => prefix + n.id),
      subsnap: { workflowId: params.workflowId, version: params.version },
    });

    // What an inner edge's source is outside: an input's feeders, or the step itself.
    const sourcesOf = (edge: GraphEdge) =>
      innerNodes.get(edge.source)?.type === 'subsnap.input'
        ? edges
            .filter((e) => e.target === outer.id && e.targetPort === edge.source)
            .map((e) => ({ source: e.source, sourcePort: e.sourcePort }))
        : [{ source: prefix + edge.source, sourcePort: edge.sourcePort }];
    const joined: Omit<GraphEdge, 'id'>[] = [];
    for (const edge of inner.edges) {
      if (innerNodes.get(edge.target)?.type === 'subsnap.output') continue;
      for (const from of sourcesOf(edge)) {
        joined.push({ ...from, target: prefix + edge.target, targetPort: edge.targetPort });
      }
    }
    for (const edge of edges.filter((e) => e.source === outer.id)) {
      // An output port's id is its Output node's id; one edge feeds it.
      const feeding = inner.edges.find((e) => e.target === edge.sourcePort);
      for (const from of feeding ? sourcesOf(feeding) : []) {
        joined.push({ ...from, target: edge.target, targetPort: edge.targetPort });
      }
    }
    edges = [
      ...edges.filter((e) => e.source !== outer.id && e.target !== outer.id),
      ...joined.map((e, i) => ({ id: `${prefix}e${i + 1}`, ...e })),
    ];
  }
  const nodes = graph.nodes.flatMap((n) => stepsOf.get(n.id) ?? (n.type === 'subsnap' ? [] : [n]));
  return { ...graph, nodes, edges, groups };
}

/**
 * The graph with its sub-snap references (nodes' pins, drawn-out groups' names) moved to other
 * workflow ids: a catalogue imported into another environment, where each sub-snap has a new id.
 * A reference `ids` does not know is left as it is (and reported as missing when published).
 */
export function withSubsnapIds(
  graph: WorkflowGraph,
  ids: ReadonlyMap<string, string>,
): WorkflowGraph {
  const moved = (workflowId: string) => ids.get(workflowId) ?? workflowId;
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      const params = node.type === 'subsnap' && subsnapParamsSchema.safeParse(node.params);
      return params && params.success
        ? { ...node, params: { ...node.params, workflowId: moved(params.data.workflowId) } }
        : node;
    }),
    ...(graph.groups
      ? {
          groups: graph.groups.map((group) =>
            group.subsnap
              ? {
                  ...group,
                  subsnap: { ...group.subsnap, workflowId: moved(group.subsnap.workflowId) },
                }
              : group,
          ),
        }
      : {}),
  };
}
