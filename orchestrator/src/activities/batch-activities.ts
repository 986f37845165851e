import { type Database } from '@studio/api/domain/database';
import { batchRunIds, finishBatch, prepareBatchRun } from '@studio/api/domain/batches/batch-steps';
import type { BatchActivities } from '@studio/workflows/activities';

/** A creator's batch in the database: its runs, each run's workflow input, its end. */
export function createBatchActivities(deps: { db: Database }): BatchActivities {
  return {
    batchRunIds: ({ batchId }) => batchRunIds(deps.db, batchId),
    prepareBatchRun: ({ batchId, executionId }) => prepareBatchRun(deps.db, batchId, executionId),
    finishBatch: ({ batchId, cancelled }) => finishBatch(deps.db, batchId, cancelled),
  };
}
