import { type GraphNode } from './graph';
import { nodeType } from './node-catalogue';

/**
 * A node as the editor names it to people: the manager's own name where one is given on the
 * canvas, else its type and id (`Remove background "cutout"`), so problems, change lists and
 * messages say what the canvas shows rather than a bare id.
 */
export function nodeName(node: Pick<GraphNode, 'id' | 'type' | 'label'>): string {
  const own = node.label?.trim();
  if (own) return `"${own}"`;
  return `${nodeType(node.type)?.label ?? 'Node'} "${node.id}"`;
}
