import { type WorkflowGraph } from '../graph';

/**
 * Builds graphs for tests in one readable line per node and edge:
 *   graph().node('in', 'input.image').node('pack', 'image.packshot').edge('in.image', 'pack.image')
 */
export function graph() {
  const built: WorkflowGraph = { nodes: [], edges: [] };
  const builder = {
    node(id: string, type: string, params: Record<string, unknown> = {}) {
      built.nodes.push({ id, type, params, position: { x: built.nodes.length * 200, y: 0 } });
      return builder;
    },
    /** `from` and `to` are `node.port`. */
    edge(from: string, to: string) {
      const [source, sourcePort] = from.split('.') as [string, string];
      const [target, targetPort] = to.split('.') as [string, string];
      built.edges.push({ id: `${from}->${to}`, source, sourcePort, target, targetPort });
      return builder;
    },
    build: (): WorkflowGraph => JSON.parse(JSON.stringify(built)) as WorkflowGraph,
  };
  return builder;
}

/** The smallest runnable graph: photo -> packshot -> content. */
export const packshotGraph = () =>
  graph()
    .node('photo', 'input.image')
    .node('pack', 'image.packshot')
    .node('out', 'output.content')
    .edge('photo.image', 'pack.image')
    .edge('pack.image', 'out.images');

/** photo -> upscale x2 -> output: the quickest graph that runs an image node. */
export const upscaleGraph = () =>
  graph()
    .node('photo', 'input.image')
    .node('up', 'image.upscale', { factor: 2 })
    .node('out', 'output.content')
    .edge('photo.image', 'up.image')
    .edge('up.image', 'out.images');
