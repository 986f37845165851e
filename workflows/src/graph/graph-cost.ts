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

/** The graph's priced steps with what each costs, dearest first: where a run's tokens go. */
export function stepCosts(graph: WorkflowGraph): { id: string; label: string; cost: number }[] {
  return graph.nodes
    .map((node) => ({
      id: node.id,
      label: node.label || (nodeType(node.type)?.label ?? node.type),
      cost: nodeCost(node.type, node.params),
    }))
    .filter((step) => step.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.label.localeCompare(b.label));
}
