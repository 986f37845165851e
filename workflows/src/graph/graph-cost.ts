import { type WorkflowGraph } from './graph';
import { nodeType } from './node-catalogue';

/** Tokens one run of a node costs with these settings (unknown types, bad settings: nothing). */
export function nodeCost(type: string, params: unknown): number {
  const definition = nodeType(type);
  if (!definition) return 0;
  const parsed = definition.params.safeParse(params);
  return parsed.success ? definition.cost(parsed.data) : 0;
}

/** Tokens one run of the graph costs: the sum of its nodes' costs (unknown types cost nothing). */
export function graphCost(graph: WorkflowGraph): number {
  return graph.nodes.reduce((total, node) => total + nodeCost(node.type, node.params), 0);
}
