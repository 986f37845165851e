import { type ManagedUserRun, type ManagerStats } from '../../contract/manager-users';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { Execution } from '../models/execution';
import { User } from '../models/user';

/** How many of a user's latest ledger entries and runs the drawer shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** A user's latest runs, newest first, with the snap each ran. */
export async function recentRuns(db: Database, userId: string): Promise<ManagedUserRun[]> {
  const rows = await Execution.query(db)
    .leftJoinRelated('snap')
    .where('executions.user_id', userId)
    .select('executions.id', 'executions.status', 'executions.created_at', 'snap.name as snap_name')
    .orderBy([
      { column: 'executions.created_at', order: 'desc' },
      { column: 'executions.id', order: 'desc' },
    ])
    .limit(RECENT_ACTIVITY_LIMIT)
    .castTo<Array<Execution & { snap_name: string | null }>>();
  return rows.map((run) => ({
    id: run.id,
    // A workflow's test run has no snap.
    snapName: run.snap_name ?? 'Test run',
    status: run.status,
    createdAt: run.created_at.toISOString(),
  }));
}

const STATS_DAYS = 30;

/**
 * The headline figures. Credits granted: grants, purchases, allowances and upward adjustments.
 * Spent: runs charged that day (a commit entry carries 0; what it charged is its reservation's
 * hold) and downward adjustments. Days are UTC; a day without entries answers zeros.
 */
export async function managerStats(db: Database, now = clock.now()): Promise<ManagerStats> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const counts = await User.query(db)
    .select(
      db.raw('count(*)::int as users'),
      db.raw('(count(*) filter (where created_at >= ?))::int as new_this_week', [weekAgo]),
      db.raw('(count(*) filter (where email_verified_at is not null))::int as verified'),
    )
    .first()
    .castTo<{ users: number; new_this_week: number; verified: number }>();
  const { rows } = await db.raw<{ rows: Array<{ day: string; granted: number; spent: number }> }>(
    `with days as (
       select generate_series((?::timestamptz at time zone 'utc')::date - (? - 1), (?::timestamptz at time zone 'utc')::date, interval '1 day')::date as day
     ),
     moves as (
       select (e.created_at at time zone 'utc')::date as day,
              case when e.kind in ('grant', 'purchase', 'subscription')
                     or (e.kind = 'adjust' and e.amount > 0) then e.amount else 0 end as granted,
              case when e.kind = 'adjust' and e.amount < 0 then -e.amount
                   when e.kind = 'commit' then coalesce((
                     select -r.amount from credit_entries r
                     where r.execution_id = e.execution_id and r.kind = 'reserve' limit 1), 0)
                   else 0 end as spent
       from credit_entries e
       where e.created_at >= (?::timestamptz at time zone 'utc')::date - (? - 1)
         and e.kind in ('grant', 'purchase', 'subscription', 'adjust', 'commit')
     )
     select to_char(d.day, 'YYYY-MM-DD') as day,
            coalesce(sum(m.granted), 0)::int as granted,
            coalesce(sum(m.spent), 0)::int as spent
     from days d left join moves m on m.day = d.day
     group by d.day order by d.day`,
    [now, STATS_DAYS, now, now, STATS_DAYS],
  );
  return {
    users: counts.users,
    newThisWeek: counts.new_this_week,
    verifiedShare: counts.users === 0 ? 0 : counts.verified / counts.users,
    credits: rows,
  };
}
