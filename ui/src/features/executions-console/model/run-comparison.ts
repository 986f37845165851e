import { type ExecutionDetails } from '@studio/api/contract/execution-details';
import { type NodeStateView } from '@studio/api/contract/executions';
import { diffGraphs, type GraphDiff } from '@studio/workflows/graph/diff-graphs';

/** One step of two runs, side by side, with what differs in words. */
export type StepComparison = {
  id: string;
  /** What the step is called in either run (the first run's name first). */
  label: string;
  a?: NodeStateView;
  b?: NodeStateView;
  differences: string[];
};

export type RunComparison = {
  steps: StepComparison[];
  /** How the second run's graph differs from the first's; null when either is not kept. */
  graphDiff: GraphDiff | null;
  /** Input names whose values differ (one missing counts). */
  inputsDiffer: string[];
  /** The headline differences of the two runs, in words, for the page's summary. */
  summary: string[];
};

const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);

/**
 * Two runs compared step by step (a failed run and its replay, two runs of one snap): each step's
 * status, outputs and settings where they differ, steps only one run has, the inputs, and how the
 * graphs they ran differ. Steps follow the first run's order, then the second's own.
 */
export function compareRuns(a: ExecutionDetails, b: ExecutionDetails): RunComparison {
  const graphDiff = a.graph && b.graph ? diffGraphs(a.graph, b.graph) : null;
  const inB = new Map(b.nodes.map((node) => [node.id, node]));
  const inA = new Set(a.nodes.map((node) => node.id));
  const pairs: Array<{ id: string; a?: NodeStateView; b?: NodeStateView }> = [
    ...a.nodes.map((node) => ({ id: node.id, a: node, b: inB.get(node.id) })),
    ...b.nodes.filter((node) => !inA.has(node.id)).map((node) => ({ id: node.id, b: node })),
  ];
  const steps = pairs.map(({ id, a: left, b: right }) => ({
    id,
    label: left?.label ?? right?.label ?? id,
    ...(left ? { a: left } : {}),
    ...(right ? { b: right } : {}),
    differences: stepDifferences(
      left,
      right,
      graphDiff?.changedParams.filter((c) => c.nodeId === id),
    ),
  }));

  const names = new Set([...Object.keys(a.inputs), ...Object.keys(b.inputs)]);
  const inputsDiffer = [...names].filter((name) => !same(a.inputs[name], b.inputs[name]));

  const summary: string[] = [];
  if (a.run.status !== b.run.status) summary.push(`${a.run.status} → ${b.run.status}`);
  if (a.run.version !== b.run.version) {
    summary.push(`version ${a.run.version ?? 'draft'} → ${b.run.version ?? 'draft'}`);
  }
  if (inputsDiffer.length > 0) summary.push('different inputs');
  const changed = steps.filter((step) => step.differences.length > 0).length;
  summary.push(changed === 0 ? 'every step alike' : `${changed} of ${steps.length} steps differ`);
  return { steps, graphDiff, inputsDiffer, summary };
}

function stepDifferences(
  a: NodeStateView | undefined,
  b: NodeStateView | undefined,
  changedParams: GraphDiff['changedParams'] = [],
): string[] {
  if (!a) return ['Only in the second run'];
  if (!b) return ['Only in the first run'];
  const differences: string[] = [];
  if (a.status !== b.status) differences.push(`Status: ${a.status} → ${b.status}`);
  if (a.status === 'succeeded' && b.status === 'succeeded' && !same(a.outputs, b.outputs)) {
    differences.push('Made something else');
  }
  if (a.error !== b.error && b.error) differences.push(`Error: ${b.error}`);
  for (const change of changedParams) differences.push(`Setting ${change.param} changed`);
  return differences;
}
