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

/**
 * The name a run's value for an input node goes by (`inputs[name]`): its `name` param, by
 * default `image` for an image input and `text` for a text input. The creator's form, the
 * editor's test run and the workflow all read it here.
 */
export function inputName(node: Pick<GraphNode, 'type' | 'params'>): string {
  if (typeof node.params.name === 'string' && node.params.name) return node.params.name;
  return nodeType(node.type)?.role === 'text-input' ? 'text' : 'image';
}
