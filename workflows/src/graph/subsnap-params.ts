import { type WorkflowGraph } from './graph';
import { graphCost } from './graph-cost';
import { type GraphProblem } from './graph-problems';
import { type SubsnapGraphs, subsnapKey } from './flatten-subsnaps';
import { nodeName } from './node-name';
import { type SubsnapParams, type SubsnapPort, subsnapParamsSchema } from './subsnap-nodes';

/**
 * What a workflow stores on a node using a sub-snap version: its inputs and outputs (each
 * Input or Output node, top to bottom as drawn) and the price of one run of its steps.
 */
export function subsnapNodeParams(
  subsnap: { workflowId: string; name: string; version: number },
  graph: WorkflowGraph,
): SubsnapParams {
  const ports = (type: string): SubsnapPort[] =>
    graph.nodes
      .filter((n) => n.type === type)
      .sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x)
      .map((n) => ({
        id: n.id,
        type: (n.params.type as SubsnapPort['type'] | undefined) ?? 'image',
        label: String(n.params.name ?? 'image'),
      }));
  return {
    ...subsnap,
    inputs: ports('subsnap.input'),
    outputs: ports('subsnap.output'),
    cost: graphCost(graph),
  };
}

/**
 * What keeps a graph's sub-snap nodes from running: a version that does not exist (or is not a
 * sub-snap's), or settings that no longer say what the version is (ports or price changed by
 * hand or in an imported file). `graphs` holds the versions the nodes are pinned to.
 */
export function subsnapProblems(graph: WorkflowGraph, graphs: SubsnapGraphs): GraphProblem[] {
  const problems: GraphProblem[] = [];
  for (const node of graph.nodes) {
    if (node.type !== 'subsnap') continue;
    const params = subsnapParamsSchema.safeParse(node.params);
    if (!params.success) continue; // reported by validateGraph as invalid_params
    const pinned = graphs.get(subsnapKey(params.data));
    if (!pinned) {
      problems.push({
        code: 'subsnap_version_missing',
        nodeId: node.id,
        message: `${nodeName(node)}: sub-snap version ${params.data.version} does not exist.`,
      });
      continue;
    }
    const expected = subsnapNodeParams(params.data, pinned);
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    if (
      !same(expected.inputs, params.data.inputs) ||
      !same(expected.outputs, params.data.outputs) ||
      expected.cost !== params.data.cost
    ) {
      problems.push({
        code: 'subsnap_outdated',
        nodeId: node.id,
        message: `${nodeName(node)}: its inputs, outputs or price differ from version ${params.data.version}; add it again from the palette.`,
      });
    }
  }
  return problems;
}
