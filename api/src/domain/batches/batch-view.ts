import { type BatchCounts, type BatchView } from '../../contract/batches';
import { fileUrl } from '../content/content-queries';
import { type Database } from '../database';
import { CreditReservation } from '../models/credit-reservation';
import { type BatchRecord } from './batch-records';
import { listBatchRuns } from './batch-runs';

/** The name a run shows when its product has been deleted since the batch started. */
export const DELETED_PRODUCT_NAME = 'Deleted product';

/** The batch as its page shows it, with each run's state, results and tokens (three queries). */
export async function batchView(db: Database, batch: BatchRecord): Promise<BatchView> {
  const runs = await listBatchRuns(db, batch);
  const tokens = await batchTokens(
    db,
    runs.map((run) => run.executionId),
  );
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
    tokens,
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

/** What the runs' reservations say: charged (committed) and held, in tokens. */
async function batchTokens(db: Database, executionIds: string[]): Promise<BatchView['tokens']> {
  const rows = (await CreditReservation.query(db)
    .whereIn('execution_id', executionIds)
    .whereIn('status', ['committed', 'held'])
    .groupBy('status')
    .select('status')
    .sum('amount as amount')) as unknown as { status: 'committed' | 'held'; amount: string }[];
  const sum = (status: string) => Number(rows.find((row) => row.status === status)?.amount ?? 0);
  return { charged: sum('committed'), held: sum('held') };
}
