import { type BatchCounts, type BatchView } from '../../contract/batches';
import { fileUrl } from '../content/content-queries';
import { type Database } from '../database';
import { type BatchRecord } from './batch-records';
import { listBatchRuns } from './batch-runs';

/** The name a run shows when its product has been deleted since the batch started. */
export const DELETED_PRODUCT_NAME = 'Deleted product';

/** The batch as its page shows it, with each run's state and results (two queries in all). */
export async function batchView(db: Database, batch: BatchRecord): Promise<BatchView> {
  const runs = await listBatchRuns(db, batch);
  const counts: BatchCounts = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const run of runs) counts[run.status] += 1;
  return {
    id: batch.id,
    snapId: batch.snap_id,
    snapName: batch.snap_name,
    status: batch.status,
    total: runs.length,
    costPerRun: batch.cost_per_run,
    counts,
    items: runs.map((run) => ({
      productId: run.productId,
      productName: run.productName ?? DELETED_PRODUCT_NAME,
      productImageUrl: fileUrl(run.inputFileKey),
      executionId: run.executionId,
      status: run.status,
      error: run.status === 'failed' ? (run.error?.message ?? null) : null,
      imageUrls: run.images.map((image) => fileUrl(image.fileKey)),
      contentId: run.contentIds[0] ?? null,
    })),
    createdAt: batch.created_at.toISOString(),
    finishedAt: batch.finished_at?.toISOString() ?? null,
  };
}
