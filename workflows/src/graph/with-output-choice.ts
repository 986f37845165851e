import { type WorkflowGraph } from './graph';
import { nodeCost } from './graph-cost';
import { FRAMED_SOURCES } from './node-catalogue';
import { type OutputChoice } from './output-shape';

const framed = (type: string) => (FRAMED_SOURCES as readonly string[]).includes(type);

/**
 * A run's graph with the shape and size the creator chose: every packshot and scene node makes
 * its image so (the published version is left as its manager made it). Answers the graph as it
 * is without a choice.
 */
export function withOutputChoice(graph: WorkflowGraph, choice?: OutputChoice): WorkflowGraph {
  if (!choice) return graph;
  return {
    ...graph,
    nodes: graph.nodes.map((node) =>
      framed(node.type)
        ? { ...node, params: { ...node.params, shape: choice.shape, hd: choice.hd } }
        : node,
    ),
  };
}

/** What the choice adds to (or takes from) the graph's price: HD, priced per node as the catalogue says. */
export function outputChoiceCost(graph: WorkflowGraph, choice?: OutputChoice): number {
  if (!choice) return 0;
  const chosen = withOutputChoice(graph, choice);
  return graph.nodes.reduce(
    (sum, node, i) =>
      sum +
      nodeCost(chosen.nodes[i]!.type, chosen.nodes[i]!.params) -
      nodeCost(node.type, node.params),
    0,
  );
}

/** Whether any node of the graph makes an HD image. */
export function makesHd(graph: WorkflowGraph): boolean {
  return graph.nodes.some((node) => framed(node.type) && node.params.hd === true);
}
