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
  clusters: readonly { id: string; nodeIds: readonly string[] }[] = [],
): Map<string, { x: number; y: number }> {
  // Clusters (a run's sub-snaps) keep their nodes together in a box of their own: dagre's
  // compound layout, so a frame drawn around them holds nothing else.
  const graph = new dagre.graphlib.Graph({ compound: clusters.length > 0 });
  graph.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: 90, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: node.width, height: node.height });
  const known = new Set(nodes.map((n) => n.id));
  // Inner clusters after outer ones (more members first), so each node ends in its innermost.
  const nested = [...clusters].sort((a, b) => b.nodeIds.length - a.nodeIds.length);
  for (const cluster of nested) {
    const box = `cluster:${cluster.id}`;
    graph.setNode(box, { paddingTop: 36 });
    const outer = nested.findLast(
      (other) =>
        other !== cluster &&
        other.nodeIds.length > cluster.nodeIds.length &&
        cluster.nodeIds.every((id) => other.nodeIds.includes(id)),
    );
    if (outer) graph.setParent(box, `cluster:${outer.id}`);
    for (const id of cluster.nodeIds) if (known.has(id)) graph.setParent(id, box);
  }
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

/**
 * The first place at or below `at` where a new node overlaps none of the others (snapped to the
 * canvas grid), so a node added at the centre never hides one already there.
 */
export function freeSpot(
  at: { x: number; y: number },
  nodes: readonly {
    position: { x: number; y: number };
    measured?: { width?: number; height?: number };
  }[],
): { x: number; y: number } {
  const snap = (n: number) => Math.round(n / 20) * 20;
  const size = DEFAULT_NODE_SIZE;
  const spot = { x: snap(at.x), y: snap(at.y) };
  const overlaps = () =>
    nodes.some((node) => {
      const width = node.measured?.width ?? size.width;
      const height = node.measured?.height ?? size.height;
      return (
        spot.x < node.position.x + width + 20 &&
        spot.x + size.width + 20 > node.position.x &&
        spot.y < node.position.y + height + 20 &&
        spot.y + size.height + 20 > node.position.y
      );
    });
  for (let tries = 0; tries < 50 && overlaps(); tries++) spot.y += 40;
  return spot;
}
