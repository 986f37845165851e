import { createHash } from 'node:crypto';
import { isRunnable, prepareNode } from '@studio/orchestrator/nodes/node-activities';
import { type AiProviders } from '@studio/orchestrator/providers/capabilities';
import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import { nodeType } from '@studio/workflows/graph/node-catalogue';
import { nodeInputs } from '@studio/workflows/graph/node-inputs';
import { type NodeOutputs, type NodeValue } from '@studio/workflows/graph/node-values';
import { topologicalOrder } from '@studio/workflows/graph/topological-order';

/**
 * Runs a built-in snap's graph on one photo in this process, through the very node handlers a
 * worker's `runNode` activity calls (params checked by the catalogue, the same providers), with
 * files kept in memory instead of the store. What it answers is what a creator's run of that snap
 * makes, without Temporal, Postgres or credits around it: for the landing page's examples and the
 * README's gallery.
 */
export async function runBuiltInSnap(
  snapName: string,
  photo: Buffer,
  options: { providers: AiProviders; imageSize: number },
): Promise<Buffer[]> {
  const workflow = BUILT_IN_WORKFLOWS.find((w) => w.name === snapName);
  if (!workflow) throw new Error(`No built-in snap is called "${snapName}".`);
  const { graph } = workflow;
  const order = topologicalOrder(graph);
  if (!order.ok) throw new Error(`"${snapName}" has a cycle: ${order.cycle.join(' → ')}`);

  const files = new Map<string, Buffer>();
  const save = async (bytes: Buffer) => {
    const key = createHash('sha256').update(bytes).digest('hex');
    files.set(key, bytes);
    return key;
  };
  const load = async (value: NodeValue | undefined, port: string) => {
    const bytes = value?.kind === 'image' ? files.get(value.fileKey) : undefined;
    if (!bytes) throw new Error(`Input "${port}" has no image.`);
    return bytes;
  };
  const creatorsPhoto: NodeValue = { kind: 'image', fileKey: await save(photo) };

  const outputs = new Map<string, NodeOutputs>();
  const results: Buffer[] = [];
  for (const nodeId of order.order) {
    const node = graph.nodes.find((n) => n.id === nodeId)!;
    const incoming = graph.edges
      .filter((edge) => edge.target === nodeId)
      .map((edge) => ({ edge, outputs: outputs.get(edge.source)! }));
    const inputs = nodeInputs(node, incoming);
    const definition = nodeType(node.type);
    if (definition?.role === 'image-input') inputs.image = creatorsPhoto;
    if (definition?.role === 'content-output') {
      const images = inputs.images;
      if (images?.kind === 'images') results.push(...images.fileKeys.map((k) => files.get(k)!));
      outputs.set(nodeId, {});
      continue;
    }
    if (!isRunnable(node.type)) {
      outputs.set(nodeId, {});
      continue;
    }
    const run = prepareNode(node.type, node.params, nodeId);
    outputs.set(
      nodeId,
      await run({
        inputs,
        providers: options.providers,
        imageSize: options.imageSize,
        signal: new AbortController().signal,
        load,
        save,
      }),
    );
  }
  return results;
}
