import { type z } from 'zod';
import { type V1RunSummary, type v1RunListQuerySchema } from '../../contract/v1';
import { type Database } from '../database';
import { afterPosition, cursorTime, decodeCursor, pageOf } from '../keyset-cursor';
import { Execution } from '../models/execution';

type Row = Execution & { cursor_at: string; snap_name: string | null };

/**
 * An account's runs for the `/v1` API, newest first, keyset-paged on (created_at, id) — a seek on
 * `executions_by_user_id` however deep the page — optionally of one status. Test runs and the
 * demo are not the account's work and are left out.
 */
export async function listAccountRuns(
  db: Database,
  userId: string,
  query: z.output<typeof v1RunListQuerySchema>,
): Promise<{ data: V1RunSummary[]; nextCursor: string | null }> {
  let rows = Execution.query(db)
    .leftJoinRelated('snap')
    .where('executions.user_id', userId)
    .where('executions.is_test', false)
    .where('executions.is_demo', false)
    .select(
      'executions.*',
      'snap.name as snap_name',
      db.raw(`${cursorTime('executions.created_at')} as cursor_at`),
    )
    .orderBy([
      { column: 'executions.created_at', order: 'desc' },
      { column: 'executions.id', order: 'desc' },
    ])
    .limit(query.limit + 1);
  if (query.status) rows = rows.where('executions.status', query.status);
  if (query.cursor) rows = afterPosition(rows, 'executions', decodeCursor(query.cursor));
  const page = pageOf((await rows) as Row[], query.limit);
  return {
    data: page.rows.map((row) => ({
      id: row.id,
      status: row.status,
      snap: row.snap_id && row.snap_name ? { id: row.snap_id, name: row.snap_name } : null,
      cost: row.cost,
      batchId: row.batch_id,
      createdAt: row.created_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
    })),
    nextCursor: page.nextCursor,
  };
}
