import { type RunsPerMinute } from '../../contract/manager-server-info';
import { EXECUTION_TIMEOUT_MS } from '@studio/workflows/contract/workflow-types';
import { type Database } from '../database';
import { AuditEvent } from '../models/audit-event';
import { StoredFile } from '../models/stored-file';

/** What the file store holds, from its records (`files`): bytes and files. */
export async function storageUsage(db: Database): Promise<{ bytes: number; files: number }> {
  const row = await StoredFile.query(db)
    .select(db.raw('coalesce(sum(byte_size), 0)::bigint as bytes'), db.raw('count(*) as files'))
    .first()
    .castTo<{ bytes: string | null; files: string } | undefined>();
  return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
}

/**
 * The last hour of runs: how many were made each minute (60 minutes, the current one last, zeros
 * included), and the 50th and 95th percentile of the duration (start to finish) of those that
 * finished in it (Postgres `percentile_cont`). Test runs count: they load the workers too.
 */
/** How often the reconciler has had to repair a run (audit entries `execution.reconcile`). */
export async function reconcilerStats(db: Database): Promise<{
  repairsLastDay: number;
  repairsAll: number;
  lastRepairAt: string | null;
}> {
  const row = await AuditEvent.query(db)
    .where({ action: 'execution.reconcile' })
    .select(
      db.raw(`count(*) filter (where created_at >= now() - interval '1 day')::int as last_day`),
      db.raw('count(*)::int as all'),
      db.raw('max(created_at) as last'),
    )
    .first()
    .castTo<{ last_day: number; all: number; last: Date | null } | undefined>();
  return {
    repairsLastDay: row?.last_day ?? 0,
    repairsAll: row?.all ?? 0,
    lastRepairAt: row?.last ? new Date(row.last).toISOString() : null,
  };
}

export async function runStats(db: Database): Promise<{
  perMinute: RunsPerMinute[];
  lastHour: number;
  p50Ms: number | null;
  p95Ms: number | null;
  finishedLastHour: number;
}> {
  const [perMinute, durations] = await Promise.all([
    db.raw<{ rows: { minute: Date; count: number }[] }>(
      `select m.minute, count(e.id)::int as count
       from generate_series(date_trunc('minute', now()) - interval '59 minutes',
                            date_trunc('minute', now()), interval '1 minute') as m(minute)
       left join executions e
         on e.created_at >= m.minute and e.created_at < m.minute + interval '1 minute'
       group by m.minute
       order by m.minute`,
    ),
    db.raw<{ rows: { p50: number | null; p95: number | null; finished: number }[] }>(
      `select percentile_cont(0.5) within group (order by ms) as p50,
              percentile_cont(0.95) within group (order by ms) as p95,
              count(*)::int as finished
       from (select extract(epoch from (finished_at - started_at)) * 1000 as ms
             from executions
             where finished_at >= now() - interval '1 hour' and started_at is not null
               -- No run lives past the execution timeout (1 h): this bound lets the
               -- created_at index find them instead of a scan of every run ever made.
               and created_at >= now() - interval '1 hour' - make_interval(secs => ?)) as d`,
      [EXECUTION_TIMEOUT_MS / 1000 + 30 * 60],
    ),
  ]);
  const minutes = perMinute.rows.map((r) => ({
    minute: new Date(r.minute).toISOString(),
    count: r.count,
  }));
  const { p50, p95, finished } = durations.rows[0] ?? { p50: null, p95: null, finished: 0 };
  return {
    perMinute: minutes,
    lastHour: minutes.reduce((sum, m) => sum + m.count, 0),
    p50Ms: p50 === null ? null : Math.round(Number(p50)),
    p95Ms: p95 === null ? null : Math.round(Number(p95)),
    finishedLastHour: finished,
  };
}

/** Postgres's own version string (`server_version`, e.g. "18.1"). */
export async function postgresVersion(db: Database): Promise<string> {
  const { rows } = await db.raw<{ rows: { version: string }[] }>(
    `select current_setting('server_version') as version`,
  );
  return rows[0]!.version;
}
