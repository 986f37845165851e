import { nodeType } from './node-catalogue';
import { type PortDefinition } from './ports';

export interface NodePorts {
  inputs: PortDefinition[];
  outputs: PortDefinition[];
}

const NONE: NodePorts = { inputs: [], outputs: [] };

/**
 * A node's ports: its type's, or, for a type whose ports follow its settings (a sub-snap), the
 * ones its settings give; none for an unknown type or settings that do not parse.
 */
export function nodePorts(node: { type: string; params: unknown }): NodePorts {
  const definition = nodeType(node.type);
  if (!definition) return NONE;
  if (!definition.ports) return { inputs: definition.inputs, outputs: definition.outputs };
  // Settings are replaced, never changed in place: the ports read from them can be kept (the
  // editor asks for every node's on each frame of a drag).
  const settings = typeof node.params === 'object' && node.params !== null ? node.params : null;
  const known = settings && read.get(settings);
  if (known) return known;
  const params = definition.params.safeParse(node.params);
  const ports = params.success ? definition.ports(params.data) : NONE;
  if (settings) read.set(settings, ports);
  return ports;
}

const read = new WeakMap<object, NodePorts>();
