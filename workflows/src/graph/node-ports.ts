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
  const params = definition.params.safeParse(node.params);
  return params.success ? definition.ports(params.data) : NONE;
}
