import { type GraphEdge } from './graph';
import { nodePorts } from './node-ports';
import { type NodeOutputs, type NodeValue } from './node-values';

/**
 * A node's input values from its upstream nodes' outputs. An `images` input collects every edge
 * into it, in the graph's edge order; a single image is promoted to a one-item list.
 */
export function nodeInputs(
  node: { id: string; type: string; params: unknown },
  incoming: Array<{ edge: GraphEdge; outputs: NodeOutputs }>,
): Record<string, NodeValue> {
  const inputs: Record<string, NodeValue> = {};
  const ports = new Map(nodePorts(node).inputs.map((p) => [p.id, p]));
  for (const { edge, outputs } of incoming) {
    const value = outputs[edge.sourcePort];
    const port = ports.get(edge.targetPort);
    if (!value || !port) continue;
    if (port.type !== 'images') {
      inputs[port.id] = value;
      continue;
    }
    const keys =
      value.kind === 'images' ? value.fileKeys : value.kind === 'image' ? [value.fileKey] : [];
    const collected = inputs[port.id];
    inputs[port.id] = {
      kind: 'images',
      fileKeys: [...(collected?.kind === 'images' ? collected.fileKeys : []), ...keys],
    };
  }
  return inputs;
}
