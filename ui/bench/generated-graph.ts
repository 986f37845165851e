import { type WorkflowGraph } from '@studio/workflows/graph/graph';

/**
 * A large valid-shaped graph for the editor benchmark: `nodes` nodes and `edges` connections,
 * deterministic (a seeded generator), laid out on a grid. The first nodes are image inputs; every
 * later one is a composite fed two images from earlier nodes, so no input takes two edges.
 */
export function generatedGraph(nodes = 500, edges = 700): WorkflowGraph {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const composites = Math.ceil(edges / 2);
  const inputs = nodes - composites;
  const graph: WorkflowGraph = { nodes: [], edges: [] };
  const columns = 25;
  for (let i = 0; i < nodes; i++) {
    const position = { x: (i % columns) * 300, y: Math.floor(i / columns) * 180 };
    graph.nodes.push(
      i < inputs
        ? { id: `n${i}`, type: 'input.image', params: { name: `image${i}` }, position }
        : {
            id: `n${i}`,
            type: 'image.composite',
            params: { scale: 0.6, position: 'centre' },
            position,
          },
    );
  }
  for (let i = inputs; i < nodes && graph.edges.length < edges; i++) {
    for (const port of ['background', 'foreground']) {
      if (graph.edges.length >= edges) break;
      const source = Math.floor(random() * i);
      graph.edges.push({
        id: `e${graph.edges.length}`,
        source: `n${source}`,
        sourcePort: 'image',
        target: `n${i}`,
        targetPort: port,
      });
    }
  }
  return graph;
}
