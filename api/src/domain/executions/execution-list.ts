import { stepCosts } from '@studio/workflows/graph/graph-cost';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import {
  type ExecutionError,
  type ExecutionFilter,
  type ExecutionList,
  type ExecutionListItem,
  type ExecutionListQuery,
  type ExecutionStatus,
} from '../../contract/executions';
import { type QueryBuilder } from 'objection';
import { type ReservationStatus } from '../models/credit-reservation';
import { containsPattern } from '../contains-pattern';
import { type Database } from '../database';
import { afterPosition, cursorTime, decodeCursor, pageOf } from '../keyset-cursor';
import { Execution } from '../models/execution';
import { User } from '../models/user';
import { WorkflowVersion } from '../models/workflow-version';

/** One joined row: the execution's columns and what the list needs from its neighbours. */
type ListRow = {
  id: string;
  status: ExecutionStatus;
  snap_id: string | null;
  snap_name: string | null;
  workflow_id: string | null;
  workflow_name: string | null;
  version: number | null;
  user_id: string | null;
  user_email: string | null;
  cost: number;
  /** The graph the run ran: its own (a test run's, one with social formats) or its version's. */
  graph: WorkflowGraph | null;
  reserved_amount: number | null;
  reservation_status: ReservationStatus | null;
  paid_by_platform: boolean;
  error: ExecutionError | null;
  error_code: string | null;
  replay_of: string | null;
  replayed_by: string[];
  is_test: boolean;
  is_demo: boolean;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  reconciled_at: Date | null;
  cursor_at: string;
};

/**
 * The operators' console: executions newest first under any combination of filters, one page per
 * query (snap, workflow, version, owner, reservation and replays joined in), with keyset
 * pagination. Each filter is a condition an index of the console's migration serves as a seek.
 */
export async function listExecutions(
  db: Database,
  query: ExecutionListQuery,
  /** Only these runs (the ones that just changed, for a live console). */
  only?: string[],
): Promise<ExecutionList> {
  const rows = await executionListQuery(db, query)
    .modify((q) => {
      if (only) q.whereIn('e.id', only);
    })
    .castTo<ListRow[]>();
  const page = pageOf(rows, query.limit);
  return {
    nextCursor: page.nextCursor,
    items: page.rows.map(toListItem),
  };
}

/** The one SQL query of a page (limit + 1 rows); the benchmark EXPLAINs it as it is. */
export function executionListQuery(db: Database, query: ExecutionListQuery) {
  return Execution.query(db)
    .alias('e')
    .leftJoin('snaps as s', 's.id', 'e.snap_id')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('workflow_versions as wv', 'wv.id', 'e.workflow_version_id')
    .leftJoin('workflows as w', 'w.id', db.raw('coalesce(wv.workflow_id, e.workflow_id)'))
    .leftJoin('credit_reservations as r', 'r.execution_id', 'e.id')
    .select(
      'e.id',
      'e.status',
      'e.snap_id',
      's.name as snap_name',
      'w.id as workflow_id',
      'w.name as workflow_name',
      'wv.version',
      'e.user_id',
      'u.email as user_email',
      'e.cost',
      db.raw('coalesce(e.graph, wv.graph) as graph'),
      'r.amount as reserved_amount',
      'r.status as reservation_status',
      'e.paid_by_platform',
      'e.error',
      'e.error_code',
      'e.replay_of',
      db.raw(
        'array(select x.id from executions x where x.replay_of = e.id order by x.created_at, x.id) as replayed_by',
      ),
      'e.is_test',
      'e.is_demo',
      'e.created_at',
      'e.started_at',
      'e.finished_at',
      'e.reconciled_at',
      db.raw(`${cursorTime('e.created_at')} as cursor_at`),
    )
    .modify(matchesFilter(db, query))
    .modify((q) => {
      if (query.cursor) afterPosition(q, 'e', decodeCursor(query.cursor));
    })
    .orderBy([
      { column: 'e.created_at', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .limit(query.limit + 1);
}

/** The console's filters as conditions on `executions as e`, each one an index serves. */
export function matchesFilter(db: Database, query: ExecutionFilter) {
  return (q: QueryBuilder<Execution>) => {
    if (query.status?.length) q.whereIn('e.status', query.status);
    if (query.snapId) q.where('e.snap_id', query.snapId);
    if (query.workflowId && query.version) {
      q.where(
        'e.workflow_version_id',
        WorkflowVersion.query(db)
          .select('id')
          .where({ workflow_id: query.workflowId, version: query.version }),
      );
    } else if (query.workflowId) {
      const workflowId = query.workflowId;
      q.where((either) =>
        either
          .whereIn(
            'e.workflow_version_id',
            WorkflowVersion.query(db).select('id').where('workflow_id', workflowId),
          )
          .orWhere('e.workflow_id', workflowId),
      );
    }
    if (query.user) {
      q.whereIn(
        'e.user_id',
        User.query(db).select('id').where('email', 'ilike', containsPattern(query.user)),
      );
    }
    if (query.userId) q.where('e.user_id', query.userId);
    if (query.from) q.where('e.created_at', '>=', query.from);
    if (query.to) q.where('e.created_at', '<', query.to);
    if (query.errorCode) q.where('e.error_code', query.errorCode);
    if (query.test !== undefined) q.where('e.is_test', query.test);
    if (query.demo !== undefined) q.where('e.is_demo', query.demo);
    if (query.notReplayed) {
      q.where('e.status', 'failed').modify('notReplayed');
    }
  };
}

function toListItem(row: ListRow): ExecutionListItem {
  return {
    id: row.id,
    status: row.status,
    snap: row.snap_id && row.snap_name ? { id: row.snap_id, name: row.snap_name } : null,
    workflow:
      row.workflow_id && row.workflow_name
        ? { id: row.workflow_id, name: row.workflow_name }
        : null,
    version: row.version ?? null,
    user: { id: row.user_id, email: row.user_email },
    cost: row.cost,
    stepCosts: row.graph ? stepCosts(row.graph) : [],
    tokensReserved: row.reservation_status === 'held' ? (row.reserved_amount ?? 0) : 0,
    tokensCharged: row.reservation_status === 'committed' ? (row.reserved_amount ?? 0) : 0,
    paidByPlatform: row.paid_by_platform,
    error: row.error,
    errorCode: row.error_code,
    replayOf: row.replay_of,
    replayedBy: row.replayed_by,
    test: row.is_test,
    demo: row.is_demo,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    durationMs:
      row.started_at && row.finished_at
        ? row.finished_at.getTime() - row.started_at.getTime()
        : null,
    durationClock: row.reconciled_at ? 'temporal' : 'database',
  };
}
