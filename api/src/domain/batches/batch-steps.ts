import { FailureType } from '@studio/workflows/contract/failure-types';
import type { RunGraphInput } from '@studio/workflows/run-graph';
import { type Database } from '../database';
import { Execution } from '../models/execution';
import { endBatch } from './batch-records';

/*
 * The snapBatch workflow's steps in the database (its activities). Each is idempotent, and each
 * takes a batch or a run that is gone (its creator deleted) as nothing left to do.
 */

/** The batch's runs, in the order its products were chosen. */
export async function batchRunIds(db: Database, batchId: string): Promise<string[]> {
  const runs = await Execution.query(db)
    .where({ batch_id: batchId })
    .orderBy('batch_position')
    .select('id');
  return runs.map((run) => run.id);
}

/**
 * The workflow input of one of the batch's runs, as a single run's start builds it: the graph it
 * was recorded with (the version's plus its social formats) or else its version's. Skipped once
 * it is no longer queued: its creator cancelled it, or it already ran.
 */
export async function prepareBatchRun(
  db: Database,
  batchId: string,
  executionId: string,
): Promise<{ kind: 'ready'; run: RunGraphInput } | { kind: 'skipped' }> {
  const run = await Execution.query(db)
    .findOne({ id: executionId, batch_id: batchId })
    .withGraphFetched('[snap, workflowVersion]');
  if (!run || run.status !== 'queued' || !run.user_id || !run.snap || !run.workflowVersion) {
    return { kind: 'skipped' };
  }
  return {
    kind: 'ready',
    run: {
      executionId: run.id,
      userId: run.user_id,
      snapName: run.snap.name,
      graph: run.graph ?? run.workflowVersion.graph,
      inputs: run.inputs,
      cost: run.cost,
    },
  };
}

/** The batch's end; a cancelled batch's runs still queued are cancelled with it. */
export async function finishBatch(
  db: Database,
  batchId: string,
  cancelled: boolean,
): Promise<void> {
  await endBatch(
    db,
    batchId,
    cancelled
      ? {
          status: 'cancelled',
          queuedRuns: {
            status: 'cancelled',
            error: { type: FailureType.Cancelled, message: 'The batch was cancelled.' },
          },
        }
      : { status: 'finished' },
  );
}
