import { type WorkflowGraph } from '@studio/workflows/graph/graph';

/**
 * A large valid-shaped graph for the editor benchmark: `nodes` nodes and `edges` connections,
 * deterministic (a seeded generator), laid out on a grid. The first nodes are image inputs; every
 * later one is a composite fed two images from earlier nodes, so no input takes two edges — one
 * in `subsnapEvery` a sub-snap with the same two inputs and one output. With `notes` sticky notes
 * (Markdown) beside the rows, as a documented workflow has them.
 */
export function generatedGraph(
  nodes = 500,
  edges = 700,
  notes = 25,
  subsnapEvery = 20,
): WorkflowGraph {
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
        : i % subsnapEvery === 0
          ? { id: `n${i}`, type: 'subsnap', params: sharedSteps(i), position }
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
  graph.notes = Array.from({ length: notes }, (_, i) => ({
    id: `note-${i + 1}`,
    text: `## Row ${i + 1}\n- Two images composited\n- **Scale** 0.6, centred`,
    colour: (['yellow', 'blue', 'green', 'pink', 'purple'] as const)[i % 5]!,
    position: { x: columns * 300 + 40, y: i * 180 },
    size: { width: 240, height: 150 },
  }));
  return graph;
}

/** A sub-snap node's settings: two images in (a composite's ports), one out. */
const sharedSteps = (i: number) => ({
  workflowId: '00000000-0000-4000-8000-0000000000b1',
  version: 1,
  name: `Shared steps ${i}`,
  inputs: [
    { id: 'background', type: 'image', label: 'Background' },
    { id: 'foreground', type: 'image', label: 'Foreground' },
  ],
  outputs: [{ id: 'image', type: 'image', label: 'Image' }],
  cost: 3,
});
