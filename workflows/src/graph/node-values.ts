/**
 * The values that travel along a graph's edges. Part of the graph model: the engine (the
 * activities and runGraph) imports them from here, never the reverse.
 */

/** A value travelling along an edge: stored images are referred to by their file key. */
export type NodeValue =
  | { kind: 'image'; fileKey: string }
  | { kind: 'images'; fileKeys: string[] }
  | { kind: 'text'; text: string };

/** A node's outputs, by output port id. */
export type NodeOutputs = Record<string, NodeValue>;
