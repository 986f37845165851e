import { type NodeOutputs } from '@studio/workflows/graph/node-values';
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
 * taken from the caller: a pin refers only to files the workflow's own runs made.
 */
export async function pinNodeOutput(
  db: Database,
  pin: { workflowId: string; nodeId: string; executionId: string; managerId: string },
): Promise<WorkflowPinView> {
  return db.transaction(async (trx) => {
    const run = await Execution.query(trx)
      .findById(pin.executionId)
      .where({ workflow_id: pin.workflowId, is_test: true })
      .select('node_states');
    if (!run) throw new DomainError('execution_not_found');
    const state = run.node_states?.[pin.nodeId];
    if (state?.status !== 'succeeded' || Object.keys(state.outputs ?? {}).length === 0) {
      throw new DomainError('test_output_missing');
    }
    const saved = await WorkflowPin.query(trx)
      .insert({
        workflow_id: pin.workflowId,
        node_id: pin.nodeId,
        outputs: state.outputs!,
        execution_id: pin.executionId,
        pinned_by: pin.managerId,
        pinned_at: clock.now(),
      })
      .onConflict(['workflow_id', 'node_id'])
      .merge()
      .returning('*');
    await keepTestRunFiles(trx, pin.executionId);
    return view(saved);
  });
}

/** Unpins a node's output; its run's files go with the sweep once it is not a kept run. */
export async function unpinNode(db: Database, workflowId: string, nodeId: string): Promise<void> {
  await WorkflowPin.query(db).delete().where({ workflow_id: workflowId, node_id: nodeId });
}
