import { type Logger } from 'pino';
import { type BatchRecord } from '../domain/batches/batch-records';
import { finishBatch } from '../domain/batches/batch-steps';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { BatchNotRunningError, type Orchestrator } from '../temporal/orchestrator';

/**
 * Stops a running batch by cancelling its workflow: Temporal cancels the runs under way (each
 * refunds itself), and the workflow then cancels the runs still queued and records the end.
 * batch_finished once it has ended. A batch no workflow runs (its start was lost) is ended here.
 */
export async function cancelBatch(
  deps: { db: Database; orchestrator: Orchestrator },
  batch: BatchRecord,
  log: Logger,
): Promise<void> {
  if (batch.status !== 'running') throw new DomainError('batch_finished');
  try {
    await deps.orchestrator.cancelBatch(batch.id);
  } catch (error) {
    if (error instanceof BatchNotRunningError) {
      await finishBatch(deps.db, batch.id, true);
      return;
    }
    log.error({ err: error, batchId: batch.id }, 'could not cancel the batch');
    throw new DomainError('orchestrator_unavailable');
  }
}
