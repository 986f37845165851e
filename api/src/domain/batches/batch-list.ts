import { type BatchStatus, type BatchSummary, RECENT_BATCHES_LIMIT } from '../../contract/batches';
import { fileUrl } from '../content/content-queries';
import { type Database } from '../database';
import { Batch } from '../models/batch';

/** Pictures a batch's row shows: enough to recognise it, few enough to fit a phone. */
const PREVIEWS = 4;

interface SummaryRow {
  id: string;
  snap_name: string;
  status: BatchStatus;
  created_at: Date;
  finished_at: Date | null;
  queued: number;
  running: number;
  succeeded: number;
  failed: number;
  cancelled: number;
  preview_keys: string[];
}

/**
 * The creator's newest batches, newest first, each with its runs counted by state and its first
 * products' pictures: one query, so a creator can find a batch again after leaving its page.
 */
export async function listOwnBatches(db: Database, userId: string): Promise<BatchSummary[]> {
  const count = (status: string) =>
    db.raw(`count(e.id) filter (where e.status = ?)::int as ??`, [status, status]);
  const rows = await Batch.query(db)
    .alias('b')
    .join('snaps as s', 's.id', 'b.snap_id')
    .leftJoin('executions as e', 'e.batch_id', 'b.id')
    .where('b.user_id', userId)
    .groupBy('b.id', 's.name')
    .orderBy([
      { column: 'b.created_at', order: 'desc' },
      { column: 'b.id', order: 'desc' },
    ])
    .limit(RECENT_BATCHES_LIMIT)
    .select(
      'b.id',
      's.name as snap_name',
      'b.status',
      'b.created_at',
      'b.finished_at',
      ...['queued', 'running', 'succeeded', 'failed', 'cancelled'].map(count),
      db.raw(
        `coalesce((array_agg(e.input_file_key order by e.batch_position))[1:${PREVIEWS}], '{}') as preview_keys`,
      ),
    )
    .castTo<SummaryRow[]>();
  return rows.map((row) => {
    const counts = {
      queued: row.queued,
      running: row.running,
      succeeded: row.succeeded,
      failed: row.failed,
      cancelled: row.cancelled,
    };
    return {
      id: row.id,
      snapName: row.snap_name,
      status: row.status,
      total: Object.values(counts).reduce((sum, n) => sum + n, 0),
      counts,
      previewUrls: row.preview_keys.map(fileUrl),
      createdAt: row.created_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
    };
  });
}
