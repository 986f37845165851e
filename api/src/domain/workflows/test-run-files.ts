import { outputFileKeys } from '@studio/workflows/graph/node-values';
import { type Database } from '../database';
import { Execution } from '../models/execution';
import { KeptRunFile } from '../models/kept-run-file';
import { WorkflowPin } from '../models/workflow-pin';

/** How many of a workflow's newest test runs the editor lists, their files kept. */
export const KEPT_TEST_RUNS = 10;

/**
 * Keeps an ended test run's files (its inputs and every step's outputs) from the sweep of runs'
 * intermediate images, so the editor can open it again; and lets go of the files of the
 * workflow's older test runs, beyond the newest KEPT_TEST_RUNS, unless a pin comes from them.
 * Run as the test run ends (same transaction). Idempotent; a creator's run is left alone.
 */
export async function keepTestRunFiles(db: Database, executionId: string): Promise<void> {
  const run = await Execution.query(db)
    .findById(executionId)
    .select('is_test', 'workflow_id', 'inputs', 'node_states');
  if (!run?.is_test || !run.workflow_id) return;
  const keys = new Set([
    ...Object.values(run.inputs ?? {}).flatMap((input) =>
      'fileKey' in input ? [input.fileKey] : [],
    ),
    ...Object.values(run.node_states ?? {}).flatMap((state) => outputFileKeys(state.outputs)),
  ]);
  if (keys.size > 0) {
    await KeptRunFile.query(db)
      .insert([...keys].map((file_key) => ({ execution_id: executionId, file_key })))
      .onConflict(['execution_id', 'file_key'])
      .ignore();
  }
  const testRuns = () =>
    Execution.query(db).select('id').where({ workflow_id: run.workflow_id, is_test: true });
  await KeptRunFile.query(db)
    .delete()
    .whereIn('execution_id', testRuns())
    .whereNotIn('execution_id', testRuns().orderBy('created_at', 'desc').limit(KEPT_TEST_RUNS))
    .whereNotIn('execution_id', WorkflowPin.query(db).select('execution_id'));
}
