import dagre from '@dagrejs/dagre';

type Box = { id: string; width: number; height: number };

/** A node's size before the canvas has measured it (a step card with two ports). */
export const DEFAULT_NODE_SIZE = { width: 240, height: 120 };

/**
 * Left-to-right positions for every node, so the graph reads in the order it runs: dagre's
 * layered layout (the layout React Flow's own examples use), nodes' top-left corners.
 */
export function layoutLeftToRight(
  nodes: readonly Box[],
  edges: readonly { source: string; target: string }[],
): Map<string, { x: number; y: number }> {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: 90, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: node.width, height: node.height });
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  const positions = new Map<string, { x: number; y: number }>();
  for (const node of nodes) {
    const placed = graph.node(node.id);
    positions.set(node.id, {
      x: Math.round(placed.x - node.width / 2),
      y: Math.round(placed.y - node.height / 2),
    });
  }
  return positions;
}
