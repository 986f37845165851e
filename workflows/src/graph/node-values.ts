import { z } from 'zod';

/**
 * The values that travel along a graph's edges. Part of the graph model: the engine (the
 * activities and runGraph) imports them from here, never the reverse; the API's run views send
 * them as they are (api/src/contract/executions.ts), so the wire and the engine share one shape.
 */

/** A value travelling along an edge: stored images are referred to by their file key. */
export const nodeValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), fileKey: z.string() }),
  z.object({ kind: z.literal('images'), fileKeys: z.array(z.string()) }),
  z.object({ kind: z.literal('text'), text: z.string() }),
]);
export type NodeValue = z.infer<typeof nodeValueSchema>;

/** A node's outputs, by output port id. */
export const nodeOutputsSchema = z.record(z.string(), nodeValueSchema);
export type NodeOutputs = z.infer<typeof nodeOutputsSchema>;

/** The stored files a value refers to: an image's one, a list's each, a text's none. */
export function valueFileKeys(value: NodeValue): string[] {
  return value.kind === 'image' ? [value.fileKey] : value.kind === 'images' ? value.fileKeys : [];
}

/** Every stored file a node's outputs refer to, in port order. */
export function outputFileKeys(outputs: NodeOutputs | undefined): string[] {
  return Object.values(outputs ?? {}).flatMap(valueFileKeys);
}
