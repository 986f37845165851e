import { type NodeOutputs } from '@studio/workflows/graph/node-values';
import { drawnNodeId, subsnapExits } from '@studio/workflows/graph/pinned-nodes';
import { type WorkflowPinView } from '../../contract/workflow-tests';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Execution } from '../models/execution';
import { WorkflowPin } from '../models/workflow-pin';
import { keepTestRunFiles } from './test-run-files';

const view = (pin: WorkflowPin): WorkflowPinView => ({
  nodeId: pin.node_id,
  outputs: pin.outputs,
  executionId: pin.execution_id,
  pinnedAt: pin.pinned_at.toISOString(),
});

export async function listPins(db: Database, workflowId: string): Promise<WorkflowPinView[]> {
  const pins = await WorkflowPin.query(db).where({ workflow_id: workflowId }).orderBy('node_id');
  return pins.map(view);
}

/** The pinned outputs by node id: what the workflow's test runs are given. */
export async function pinnedOutputs(
  db: Database,
  workflowId: string,
): Promise<Record<string, NodeOutputs>> {
  const pins = await WorkflowPin.query(db).where({ workflow_id: workflowId });
  return Object.fromEntries(pins.map((pin) => [pin.node_id, pin.outputs]));
}

/**
 * Pins what `nodeId` made in one of the workflow's test runs (replacing an earlier pin of that
 * node); the run's files are kept while the pin lasts. The outputs are read from the run, never
 * taken from the caller: a pin refers only to files the workflow's own runs made. A sub-snap's
 * node is pinned as the steps whose outputs leave it (`sub/pack`), one pin each, so that a run
 * given them leaves the rest of the sub-snap out; the answer is the node with those outputs.
 */
export async function pinNodeOutput(
  db: Database,
  pin: { workflowId: string; nodeId: string; executionId: string; managerId: string },
): Promise<WorkflowPinView> {
  return db.transaction(async (trx) => {
    const run = await Execution.query(trx)
      .findById(pin.executionId)
      .where({ workflow_id: pin.workflowId, is_test: true })
      .select('node_states', 'graph');
    if (!run) throw new DomainError('execution_not_found');
    const steps = run.node_states?.[pin.nodeId]
      ? [pin.nodeId]
      : run.graph
        ? subsnapExits(run.graph, pin.nodeId)
        : [];
    const made = steps.map((step) => [step, run.node_states?.[step]] as const);
    if (
      made.length === 0 ||
      made.some(([, state]) => state?.status !== 'succeeded' || !hasOutputs(state.outputs))
    ) {
      throw new DomainError('test_output_missing');
    }
    const saved: WorkflowPin[] = [];
    for (const [step, state] of made) {
      const row = await WorkflowPin.query(trx)
        .insert({
          workflow_id: pin.workflowId,
          node_id: step,
          outputs: state!.outputs!,
          execution_id: pin.executionId,
          pinned_by: pin.managerId,
          pinned_at: clock.now(),
        })
        .onConflict(['workflow_id', 'node_id'])
        .merge()
        .returning('*');
      saved.push(row);
    }
    await keepTestRunFiles(trx, pin.executionId);
    return { ...view(saved[0]!), nodeId: pin.nodeId, outputs: mergedOutputs(saved) };
  });
}

const hasOutputs = (outputs: NodeOutputs | undefined) => Object.keys(outputs ?? {}).length > 0;

/** One node's pins as one set of outputs: a sub-snap's steps' ports named `step/port`. */
function mergedOutputs(pins: WorkflowPin[]): NodeOutputs {
  if (pins.length === 1) return pins[0]!.outputs;
  return Object.fromEntries(
    pins.flatMap((pin) =>
      Object.entries(pin.outputs).map(([port, value]) => [`${pin.node_id}/${port}`, value]),
    ),
  );
}

/**
 * Unpins a node's output (a sub-snap's node: the pins of all its steps); its run's files go with
 * the sweep once it is not a kept run.
 */
export async function unpinNode(db: Database, workflowId: string, nodeId: string): Promise<void> {
  const pins = await WorkflowPin.query(db).where({ workflow_id: workflowId }).select('node_id');
  const ids = pins
    .map((p) => p.node_id)
    .filter((id) => id === nodeId || drawnNodeId(id) === nodeId);
  if (ids.length > 0) {
    await WorkflowPin.query(db).delete().where({ workflow_id: workflowId }).whereIn('node_id', ids);
  }
}
