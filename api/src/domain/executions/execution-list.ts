import { type Database } from '../database';
import { type Execution } from '../models/execution';

export interface ExecutionFilters {
  status?: Execution['status'];
  snapId?: string;
  userId?: string;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

export interface ExecutionSummary {
  id: string;
  status: Execution['status'];
  snap: { id: string; name: string };
  user: { id: string | null; email: string | null };
  version: number | null;
  cost: number;
  tokensReserved: number;
  tokensCharged: number;
  error: Execution['error'];
  replayOf: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** One joined row: the execution's columns and what the list needs from its neighbours. */
type ListRow = Execution & {
  snap_name: string;
  user_email: string | null;
  version: number | null;
  reserved_amount: number | null;
  reservation_status: string | null;
};

/**
 * The operators' list of executions, newest first, in one query per page (its snap, owner,
 * version and reservation joined in); per-node states are on the detail call.
 */
export async function listExecutions(
  db: Database,
  filters: ExecutionFilters,
): Promise<{ executions: ExecutionSummary[]; total: number }> {
  const query = db('executions as e').modify((q) => {
    if (filters.status) q.where('e.status', filters.status);
    if (filters.snapId) q.where('e.snap_id', filters.snapId);
    if (filters.userId) q.where('e.user_id', filters.userId);
    if (filters.from) q.where('e.created_at', '>=', filters.from);
    if (filters.to) q.where('e.created_at', '<', filters.to);
  });
  const [total, rows] = await Promise.all([
    query.clone().count<{ count: string }>('* as count').first(),
    query
      .clone()
      .join('snaps as s', 's.id', 'e.snap_id')
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .leftJoin('workflow_versions as v', 'v.id', 'e.workflow_version_id')
      .leftJoin('credit_reservations as r', 'r.execution_id', 'e.id')
      .select(
        'e.*',
        's.name as snap_name',
        'u.email as user_email',
        'v.version',
        'r.amount as reserved_amount',
        'r.status as reservation_status',
      )
      .orderBy('e.created_at', 'desc')
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
  ]);
  return {
    total: Number(total?.count ?? 0),
    executions: (rows as ListRow[]).map((row) => ({
      id: row.id,
      status: row.status,
      snap: { id: row.snap_id, name: row.snap_name },
      user: { id: row.user_id, email: row.user_email },
      version: row.version ?? null,
      cost: row.cost,
      tokensReserved: row.reservation_status === 'held' ? (row.reserved_amount ?? 0) : 0,
      tokensCharged: row.reservation_status === 'committed' ? (row.reserved_amount ?? 0) : 0,
      error: row.error,
      replayOf: row.replay_of,
      createdAt: row.created_at,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
    })),
  };
}
