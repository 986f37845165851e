import { type WorkflowGraph } from './graph';
import { nodeCost } from './graph-cost';
import { nodeType } from './node-catalogue';

/**
 * The nodes a run leaves out when some nodes' outputs are given (pinned) rather than made: the
 * nodes whose work only feeds pinned nodes. Read backwards from the graph's ends, a walk stops at
 * a pinned node; whatever it never reaches feeds nothing that runs. A creator's cut-out touch-up
 * pins the cut-out step, so the photo's moderation before it is not run again either.
 *
 * `ends` are the nodes the run is for, when not the graph's own ends: a manager's "Run this
 * step" names the one step, given the outputs of the steps feeding it, so everything else is
 * left out.
 */
export function nodesLeftOut(
  graph: WorkflowGraph,
  pinned: Iterable<string>,
  ends?: readonly string[],
): Set<string> {
  const given = new Set(pinned);
  const feeds = new Set(graph.edges.map((e) => e.source));
  const reached = new Set<string>();
  const queue = ends ? [...ends] : graph.nodes.filter((n) => !feeds.has(n.id)).map((n) => n.id);
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    if (given.has(id)) continue;
    for (const edge of graph.edges) if (edge.target === id) queue.push(edge.source);
  }
  return new Set(graph.nodes.filter((n) => !reached.has(n.id)).map((n) => n.id));
}

/**
 * Tokens a run with pinned nodes costs: only the nodes that run (neither pinned nor left out).
 * Without pins it is graphCost.
 */
export function pinnedRunCost(graph: WorkflowGraph, pinned: Iterable<string>): number {
  const given = new Set(pinned);
  const leftOut = nodesLeftOut(graph, given);
  return graph.nodes
    .filter((n) => !given.has(n.id) && !leftOut.has(n.id))
    .reduce((total, n) => total + nodeCost(n.type, n.params), 0);
}

/**
 * Whether a manager's "Run this step" can run a node of this type alone: a step that does work
 * on what feeds it, or a sub-snap (its steps run together), not an input (its value is the run's
 * own) nor an output (it only collects).
 */
export function canRunAlone(type: string): boolean {
  if (type === 'subsnap') return true;
  const definition = nodeType(type);
  if (!definition || definition.runner === 'none') return false;
  return !['image-input', 'text-input', 'content-output'].includes(definition.role ?? '');
}

/**
 * The node of the drawn graph a step of a run belongs to: a sub-snap's step (`sub/pack`, drawn
 * out of the sub-snap node `sub`) to its sub-snap node, any other step to itself.
 */
export const drawnNodeId = (stepId: string): string => stepId.split('/')[0]!;

/**
 * The steps of a sub-snap (a group of a drawn-out graph) whose outputs leave it: pinned
 * together, they stand for the whole sub-snap, and the steps before them inside are left out.
 */
export function subsnapExits(graph: WorkflowGraph, subsnapId: string): string[] {
  const group = graph.groups?.find((g) => g.id === subsnapId && g.subsnap);
  if (!group) return [];
  const inside = new Set(group.nodeIds);
  return group.nodeIds.filter((id) =>
    graph.edges.some((e) => e.source === id && !inside.has(e.target)),
  );
}
