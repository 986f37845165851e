import { type Database } from '@studio/api/domain/database';
import {
  bulkReplayBatch,
  prepareBulkReplayItem,
  recordBulkReplayProgress,
} from '@studio/api/domain/executions/bulk-replays';
import type { BulkReplayActivities } from '@studio/workflows/activities';

/** An operator's bulk replay in the database: its runs, each replay's record, its counts. */
export function createBulkReplayActivities(deps: { db: Database }): BulkReplayActivities {
  return {
    bulkReplayBatch: ({ jobId, offset, size }) => bulkReplayBatch(deps.db, jobId, offset, size),
    prepareBulkReplayItem: ({ jobId, originalId }) =>
      prepareBulkReplayItem(deps.db, jobId, originalId),
    recordBulkReplayProgress: ({ jobId, progress, finished }) =>
      recordBulkReplayProgress(deps.db, jobId, progress, finished),
  };
}
