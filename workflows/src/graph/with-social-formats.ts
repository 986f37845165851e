import { type GraphEdge, type GraphNode, type WorkflowGraph } from './graph';
import { nodeCost } from './graph-cost';
import { nodePorts } from './node-ports';
import { FRAMED_SOURCES, type FramedSource, type SocialFormat } from './node-catalogue';

/** The name the creator's library shows for a run's social formats. */
export const SOCIAL_FORMATS_CONTENT_NAME = 'Social formats';

/**
 * A run's graph with the social formats a creator ticked: the published graph plus a Social
 * formats node fed by the image the run's first content output saves, and a content output of
 * its own for the sized images. When that image is a packshot's or a scene's, the formats node
 * also gets the image that node was given and the node's own settings, so each frame is drawn
 * again at its own shape rather than cut or padded from the square. It is applied when a run starts, so the published version stays
 * as its manager made it, and the run costs the version's price plus the node's, as the catalogue
 * prices it. Answers the graph as it is for no formats, and undefined when no single image
 * reaches a content output (a graph whose output is only a bundle has nothing to size).
 */
export function withSocialFormats(
  graph: WorkflowGraph,
  formats: readonly SocialFormat[],
): WorkflowGraph | undefined {
  if (formats.length === 0) return graph;
  const outputs = new Set(graph.nodes.filter((n) => n.type === 'output.content').map((n) => n.id));
  const feed = graph.edges.find(
    (edge) => outputs.has(edge.target) && outputPortType(graph, edge) === 'image',
  );
  if (!feed) return undefined;

  const taken = new Set(graph.nodes.map((node) => node.id));
  const freeId = (base: string) => {
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
  const resize = freeId('social-formats');
  const output = freeId('social-formats-output');
  // Drawn to the right of the published graph, for the console's read-only canvas.
  const right = Math.max(0, ...graph.nodes.map((node) => node.position.x)) + 240;
  const redrawn = framedSource(graph, feed.source);
  const nodes: GraphNode[] = [
    {
      id: resize,
      type: 'image.resize-social',
      // Named for the creator's progress list, beside the snap's own steps and output.
      label: 'Social formats',
      params: {
        formats: [...formats],
        ...(redrawn ? { scene: { type: redrawn.node.type, params: redrawn.node.params } } : {}),
      },
      position: { x: right, y: 200 },
    },
    {
      id: output,
      type: 'output.content',
      label: 'Social formats output',
      params: { contentType: 'static_image', name: SOCIAL_FORMATS_CONTENT_NAME },
      position: { x: right + 240, y: 200 },
    },
  ];
  const edges: GraphEdge[] = [
    {
      id: `${resize}-in`,
      source: feed.source,
      sourcePort: feed.sourcePort,
      target: resize,
      targetPort: 'image',
    },
    // A scene or packshot is drawn again for each frame, from the image it was given itself.
    ...(redrawn
      ? [
          {
            id: `${resize}-product`,
            source: redrawn.input.source,
            sourcePort: redrawn.input.sourcePort,
            target: resize,
            targetPort: 'product',
          },
        ]
      : []),
    {
      id: `${resize}-out`,
      source: resize,
      sourcePort: 'images',
      target: output,
      targetPort: 'images',
    },
  ];
  return { nodes: [...graph.nodes, ...nodes], edges: [...graph.edges, ...edges] };
}

/** What the ticked formats add to a run's price: the Social formats node's catalogue cost. */
export function socialFormatsCost(formats: readonly SocialFormat[]): number {
  return formats.length === 0 ? 0 : nodeCost('image.resize-social', { formats });
}

/**
 * The packshot or scene node `id`, with the edge that brings it its image, when the formats can
 * be drawn again from that image: a prompt scene only when its prompt is its own param (a prompt
 * from another node's text is not known when the graph is built).
 */
function framedSource(
  graph: WorkflowGraph,
  id: string,
): { node: GraphNode & { type: FramedSource }; input: GraphEdge } | undefined {
  const node = graph.nodes.find((candidate) => candidate.id === id);
  if (!node || !isFramedSource(node.type)) return undefined;
  const into = graph.edges.filter((edge) => edge.target === id);
  const input = into.find((edge) => edge.targetPort === 'image');
  if (!input || into.some((edge) => edge.targetPort === 'prompt')) return undefined;
  return { node: node as GraphNode & { type: FramedSource }, input };
}

const isFramedSource = (type: string): type is FramedSource =>
  (FRAMED_SOURCES as readonly string[]).includes(type);

function outputPortType(graph: WorkflowGraph, edge: GraphEdge) {
  const source = graph.nodes.find((node) => node.id === edge.source);
  return source && nodePorts(source).outputs.find((port) => port.id === edge.sourcePort)?.type;
}
