import { type AnyQueryBuilder, type QueryBuilder } from 'objection';
import {
  type ErrorGroup,
  type ErrorKind,
  REFUSAL_CODES,
  type ErrorGroupListQuery,
  type ErrorOccurrence,
  type ErrorSource,
  type HourlyCount,
} from '../../contract/manager-error-logs';
import { containsPattern } from '../contains-pattern';
import { type Database } from '../database';
import { ErrorGroup as ErrorGroupRow } from '../models/error-group';
import { ErrorLog } from '../models/error-log';

type GroupRow = {
  id: string;
  signature: string;
  source: ErrorSource;
  code: string;
  route: string | null;
  message: string;
  count: number;
  first_seen: Date;
  last_seen: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolved_by_email: string | null;
};

type OccurrenceRow = {
  id: string;
  message: string;
  route: string | null;
  request_id: string | null;
  execution_id: string | null;
  user_id: string | null;
  user_email: string | null;
  stack: string | null;
  created_at: Date;
};

/** How many occurrences a group's detail lists, newest first. */
export const LATEST_OCCURRENCES = 20;

/** The filters that apply to groups and to occurrences alike (a group's are its occurrences'). */
function whereKind(
  q: AnyQueryBuilder,
  alias: string,
  filter: Pick<ErrorGroupListQuery, 'kind' | 'source' | 'code' | 'route'>,
) {
  whereOfKind(q, alias, filter.kind);
  if (filter.source) q.where(`${alias}.source`, filter.source);
  if (filter.code) q.where(`${alias}.code`, filter.code);
  if (filter.route) q.where(`${alias}.route`, 'ilike', containsPattern(filter.route));
}

/** A page of groups under the filters, most recently seen first, with the total. */
export async function listErrorGroups(
  db: Database,
  query: ErrorGroupListQuery,
): Promise<{ groups: ErrorGroup[]; total: number }> {
  const filtered = ErrorGroupRow.query(db)
    .alias('g')
    .modify((q) => {
      whereKind(q, 'g', query);
      if (query.status === 'open') q.whereNull('g.resolved_at');
      if (query.status === 'resolved') q.whereNotNull('g.resolved_at');
      if (query.from) q.where('g.last_seen', '>=', query.from);
      if (query.to) q.where('g.first_seen', '<', query.to);
    });
  const [counted, rows] = await Promise.all([
    filtered.clone().count('* as count').castTo<{ count: string }[]>(),
    withResolver(filtered.clone())
      .orderBy([
        { column: 'g.last_seen', order: 'desc' },
        { column: 'g.id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .castTo<GroupRow[]>(),
  ]);
  return { groups: rows.map(toErrorGroup), total: Number(counted[0]?.count ?? 0) };
}

/** One group with its latest occurrences and its last 24 hours, or undefined. */
export async function findErrorGroup(
  db: Database,
  id: string,
): Promise<
  { group: ErrorGroup; occurrences: ErrorOccurrence[]; hourly: HourlyCount[] } | undefined
> {
  const row = await withResolver(ErrorGroupRow.query(db).alias('g'))
    .where('g.id', id)
    .first()
    .castTo<GroupRow | undefined>();
  if (!row) return undefined;
  const [occurrences, hourly] = await Promise.all([
    ErrorLog.query(db)
      .alias('l')
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .select('l.*', 'u.email as user_email')
      .where('l.signature', row.signature)
      .orderBy([
        { column: 'l.created_at', order: 'desc' },
        { column: 'l.id', order: 'desc' },
      ])
      .limit(LATEST_OCCURRENCES)
      .castTo<OccurrenceRow[]>(),
    hourlyCounts(db, (q) => q.where('l.signature', row.signature)),
  ]);
  return { group: toErrorGroup(row), occurrences: occurrences.map(toOccurrence), hourly };
}

/**
 * Occurrences per hour over the last 24 hours (the current hour last), zeros included, under
 * `filter`. Hours are the database's, so every API instance draws the same chart.
 */
export async function hourlyCounts(
  db: Database,
  filter: (q: QueryBuilder<ErrorLog>) => void,
): Promise<HourlyCount[]> {
  const since = db.raw(`date_trunc('hour', now()) - interval '23 hours'`);
  const occurrences = ErrorLog.query(db)
    .alias('l')
    .select(db.raw(`date_trunc('hour', l.created_at) as hour`))
    .where('l.created_at', '>=', since)
    .modify(filter);
  // Occurrences through the model; the hours without any come from generate_series, in SQL.
  const { rows } = await db.raw<{ rows: { hour: Date; count: number }[] }>(
    `select h.hour, count(o.hour)::int as count
     from generate_series(date_trunc('hour', now()) - interval '23 hours',
                          date_trunc('hour', now()), interval '1 hour') as h(hour)
     left join (?) as o on o.hour = h.hour
     group by h.hour
     order by h.hour`,
    [occurrences.toKnexQuery()],
  );
  return rows.map((r) => ({ hour: new Date(r.hour).toISOString(), count: r.count }));
}

/** The 24-hour chart of the list: every occurrence of the filtered kinds of error. */
export function listHourlyCounts(
  db: Database,
  filter: Pick<ErrorGroupListQuery, 'kind' | 'source' | 'code' | 'route'>,
): Promise<HourlyCount[]> {
  return hourlyCounts(db, (q) => whereKind(q, 'l', filter));
}

/** Refusals are run failures with a refusal code; everything else is an error. */
function whereOfKind(q: AnyQueryBuilder, alias: string, kind: ErrorKind) {
  const refusal = (r: AnyQueryBuilder) =>
    r.where(`${alias}.source`, 'run').whereIn(`${alias}.code`, [...REFUSAL_CODES]);
  if (kind === 'refusal') q.where(refusal);
  else q.whereNot(refusal);
}

/** How many groups of a kind are open (errors: the sidebar's badge). */
export async function countOpenErrorGroups(
  db: Database,
  kind: ErrorKind = 'error',
): Promise<number> {
  const [row] = await ErrorGroupRow.query(db)
    .alias('g')
    .whereNull('g.resolved_at')
    .modify((q) => whereOfKind(q, 'g', kind))
    .count('*')
    .castTo<{ count: string }[]>();
  return Number(row?.count ?? 0);
}

/** Selects the group with the email of whoever resolved it. */
function withResolver(q: QueryBuilder<ErrorGroupRow>): QueryBuilder<ErrorGroupRow> {
  return q
    .leftJoin('users as r', 'r.id', 'g.resolved_by')
    .select('g.*', 'r.email as resolved_by_email');
}

function toErrorGroup(row: GroupRow): ErrorGroup {
  return {
    id: row.id,
    kind: row.source === 'run' && REFUSAL_CODES.includes(row.code) ? 'refusal' : 'error',
    source: row.source,
    code: row.code,
    route: row.route,
    message: row.message,
    count: row.count,
    firstSeen: row.first_seen.toISOString(),
    lastSeen: row.last_seen.toISOString(),
    status: row.resolved_at ? 'resolved' : 'open',
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolvedBy: row.resolved_by ? { id: row.resolved_by, email: row.resolved_by_email } : null,
  };
}

function toOccurrence(row: OccurrenceRow): ErrorOccurrence {
  return {
    id: row.id,
    message: row.message,
    route: row.route,
    requestId: row.request_id,
    executionId: row.execution_id,
    user: row.user_id ? { id: row.user_id, email: row.user_email } : null,
    stack: row.stack,
    createdAt: row.created_at.toISOString(),
  };
}

/** One group locked for a change (resolving it), or undefined when there is none. */
export async function lockErrorGroup(
  trx: Database,
  id: string,
): Promise<ErrorGroupRow | undefined> {
  return ErrorGroupRow.query(trx).findById(id).forUpdate();
}

/** Marks a group resolved by an operator; its next occurrence opens it again (recordError). */
export async function markGroupResolved(trx: Database, id: string, by: string): Promise<void> {
  await ErrorGroupRow.query(trx).findById(id).patch({ resolved_at: trx.fn.now(), resolved_by: by });
}
