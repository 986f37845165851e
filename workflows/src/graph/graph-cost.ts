import { type WorkflowGraph } from './graph';
import { nodeType } from './node-catalogue';

/** Tokens one run of the graph costs: the sum of its nodes' costs (unknown types cost nothing). */
export function graphCost(graph: WorkflowGraph): number {
  return graph.nodes.reduce((total, node) => {
    const definition = nodeType(node.type);
    if (!definition) return total;
    const params = definition.params.safeParse(node.params);
    return total + (params.success ? definition.cost(params.data) : 0);
  }, 0);
}
