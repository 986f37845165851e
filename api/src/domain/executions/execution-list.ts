import { type ExecutionStatus } from '../../contract/executions';
import { type ReservationStatus } from '../models/credit-reservation';
import { type Database } from '../database';
import { Execution } from '../models/execution';

export interface ExecutionFilters {
  status?: ExecutionStatus;
  snapId?: string;
  userId?: string;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

export interface ExecutionSummary {
  id: string;
  status: ExecutionStatus;
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
  reservation_status: ReservationStatus | null;
};

/**
 * The operators' list of executions, newest first, in one query per page (its snap, owner,
 * version and reservation joined in); per-node states are on the detail call.
 */
export async function listExecutions(
  db: Database,
  filters: ExecutionFilters,
): Promise<{ executions: ExecutionSummary[]; total: number }> {
  const query = Execution.query(db).modify((q) => {
    if (filters.status) q.where('executions.status', filters.status);
    if (filters.snapId) q.where('executions.snap_id', filters.snapId);
    if (filters.userId) q.where('executions.user_id', filters.userId);
    if (filters.from) q.where('executions.created_at', '>=', filters.from);
    if (filters.to) q.where('executions.created_at', '<', filters.to);
  });
  const [total, rows] = await Promise.all([
    query.clone().resultSize(),
    query
      .clone()
      .joinRelated('snap')
      .leftJoinRelated('[user, workflowVersion, reservation]')
      .select(
        'executions.*',
        'snap.name as snap_name',
        'user.email as user_email',
        'workflowVersion.version',
        'reservation.amount as reserved_amount',
        'reservation.status as reservation_status',
      )
      .orderBy('executions.created_at', 'desc')
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit)
      .castTo<ListRow[]>(),
  ]);
  return {
    total,
    executions: rows.map((row) => ({
      id: row.id,
      status: row.status,
      // The inner join on snaps leaves out managers' test runs, which have none.
      snap: { id: row.snap_id!, name: row.snap_name },
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
