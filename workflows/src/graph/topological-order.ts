import { type WorkflowGraph } from './graph';
import { nodesOnCycles } from './nodes-on-cycles';

export type OrderResult = { ok: true; order: string[] } | { ok: false; cycle: string[] };

/**
 * The node ids in an order where every node comes after all nodes feeding it (Kahn's algorithm,
 * ties broken by the nodes' order in the graph so the result is deterministic). When the graph
 * has a cycle, answers the ids of the nodes on cycles instead (not those merely downstream).
 */
export function topologicalOrder(graph: WorkflowGraph): OrderResult {
  const ids = graph.nodes.map((n) => n.id);
  const indegree = new Map(ids.map((id) => [id, 0]));
  const next = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const edge of graph.edges) {
    if (!indegree.has(edge.source) || !indegree.has(edge.target)) continue;
    indegree.set(edge.target, indegree.get(edge.target)! + 1);
    next.get(edge.source)!.push(edge.target);
  }
  const ready = ids.filter((id) => indegree.get(id) === 0);
  const order: string[] = [];
  while (ready.length > 0) {
    const id = ready.shift()!;
    order.push(id);
    for (const target of next.get(id)!) {
      const left = indegree.get(target)! - 1;
      indegree.set(target, left);
      if (left === 0) ready.push(target);
    }
  }
  if (order.length === ids.length) return { ok: true, order };
  const onCycles = nodesOnCycles(graph);
  return { ok: false, cycle: ids.filter((id) => onCycles.has(id)) };
}
