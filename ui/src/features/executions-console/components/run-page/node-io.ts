import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { type NodeStateView } from '@studio/api/contract/executions';
import { nodeType } from '@studio/workflows/graph/node-catalogue';

import { type ShownValue } from './run-format';

export type NodeValue = { key: string; label: string; value: ShownValue };

export type NodeIo = { node: NodeStateView; inputs: NodeValue[]; outputs: NodeValue[] };

/** A run input as the page shows it. */
export function runInputValue(input: ExecutionDetails['inputs'][string]): ShownValue {
  return 'fileKey' in input
    ? { kind: 'image', fileKey: input.fileKey }
    : { kind: 'text', text: input.text };
}

/**
 * What each node of a run was given and what it made. A node's inputs are what the nodes wired to
 * it made (the graph's edges), an input node's is the run's input of its name; ports are named
 * as the node catalogue names them.
 */
export function nodesIo(details: Pick<ExecutionDetails, 'graph' | 'nodes' | 'inputs'>): NodeIo[] {
  const states = new Map(details.nodes.map((node) => [node.id, node]));
  return details.nodes.map((node) => {
    const definition = nodeType(node.type);
    const graphNode = details.graph?.nodes.find((n) => n.id === node.id);
    const inputs: NodeValue[] = [];
    if (definition?.role === 'image-input' || definition?.role === 'text-input') {
      const name = graphNode?.params.name;
      const given = typeof name === 'string' ? details.inputs[name] : undefined;
      if (given) {
        inputs.push({
          key: `run:${name}`,
          label: `Run input “${name}”`,
          value: runInputValue(given),
        });
      }
    }
    for (const edge of details.graph?.edges.filter((e) => e.target === node.id) ?? []) {
      const value = states.get(edge.source)?.outputs?.[edge.sourcePort];
      if (!value) continue;
      const port =
        definition?.inputs.find((p) => p.id === edge.targetPort)?.label ?? edge.targetPort;
      const from = states.get(edge.source)?.label ?? edge.source;
      inputs.push({ key: edge.id, label: `${port} (from ${from})`, value });
    }
    const outputs = Object.entries(node.outputs ?? {}).map(([port, value]) => ({
      key: port,
      label: definition?.outputs.find((p) => p.id === port)?.label ?? port,
      value,
    }));
    return { node, inputs, outputs };
  });
}
