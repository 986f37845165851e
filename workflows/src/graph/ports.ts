/** What flows along an edge. */
export type PortType = 'image' | 'images' | 'text';

export interface PortDefinition {
  /** Stable id, unique among the node type's inputs (or outputs). */
  id: string;
  type: PortType;
  label: string;
  /** An input that must be connected for the graph to run. Outputs ignore it. */
  required?: boolean;
}

/**
 * Whether an output of type `source` may feed an input of type `target`. A single image may feed
 * an `images` input (it becomes one of them); a list never feeds a single-image input.
 */
export function canConnect(source: PortType, target: PortType): boolean {
  return source === target || (source === 'image' && target === 'images');
}

/** Inputs of type `images` collect every edge into them; other inputs take exactly one. */
export function acceptsManyEdges(target: PortType): boolean {
  return target === 'images';
}
