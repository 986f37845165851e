import { type ExecutionView } from '@studio/api/contract/executions';
import { type WorkflowPinView } from '@studio/api/contract/workflow-tests';
import { type NodeOutputs } from '@studio/workflows/graph/node-values';
import { drawnNodeId } from '@studio/workflows/graph/pinned-nodes';

/**
 * The pins by the node the canvas draws: a sub-snap is pinned as its steps whose outputs leave
 * it (`sub/pack`), shown as one pin of its node (`sub`), their ports named `step/port`.
 */
export function pinsByDrawnNode(pins: WorkflowPinView[]): Map<string, WorkflowPinView> {
  const byNode = new Map<string, WorkflowPinView[]>();
  for (const pin of pins) {
    const id = drawnNodeId(pin.nodeId);
    byNode.set(id, [...(byNode.get(id) ?? []), pin]);
  }
  return new Map(
    [...byNode].map(([id, group]) => [
      id,
      group.length === 1 && group[0]!.nodeId === id
        ? group[0]!
        : { ...group[0]!, nodeId: id, outputs: portsOf(group) },
    ]),
  );
}

/**
 * What a drawn node made in a test run: its own outputs, or a sub-snap's steps' together, and
 * whether it can be pinned (it ran to the end itself, every step of it; nothing was given).
 */
export function madeInRun(
  run: ExecutionView | null,
  nodeId: string,
): { outputs?: NodeOutputs; pinnable: boolean } {
  const states = run?.nodes.filter((n) => drawnNodeId(n.id) === nodeId) ?? [];
  const done = states.filter((s) => s.status === 'succeeded' && s.outputs);
  if (done.length === 0) return { pinnable: false };
  const outputs =
    states.length === 1 && states[0]!.id === nodeId
      ? done[0]!.outputs!
      : portsOf(done.map((s) => ({ nodeId: s.id, outputs: s.outputs! })));
  const pinnable =
    done.length === states.length &&
    !states.some((s) => s.given) &&
    Object.keys(outputs).length > 0;
  return { outputs, pinnable };
}

function portsOf(steps: Array<{ nodeId: string; outputs: NodeOutputs }>): NodeOutputs {
  return Object.fromEntries(
    steps.flatMap((step) =>
      Object.entries(step.outputs).map(([port, value]) => [`${step.nodeId}/${port}`, value]),
    ),
  );
}
