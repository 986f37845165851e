import {
  type AuditAction,
  type AuditEvent,
  type AuditEventList,
  type AuditEventListQuery,
  type AuditTargetType,
} from '../../contract/audit';
import { containsPattern } from '../contains-pattern';
import { type Database } from '../database';
import { AuditEvent as AuditEventRow } from '../models/audit-event';
import { afterPosition, cursorTime, decodeCursor, pageOf } from '../keyset-cursor';

/** Who acted, and from which call (the request id ties the entry to the server's logs). */
export type AuditActor = { id: string; email: string; requestId?: string };

/** The product itself acting (the reconciler's repairs): no account, a name in the email's place. */
export type SystemActor = { id: null; email: string };

export type AuditEntry = {
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  reason: string;
  details?: Record<string, unknown>;
};

/**
 * Writes one entry. Pass the transaction that makes the action's effect, so the entry and the
 * effect commit together or not at all.
 */
export async function recordAuditEvent(
  trx: Database,
  actor: AuditActor | SystemActor,
  entry: AuditEntry,
): Promise<void> {
  await AuditEventRow.query(trx).insert({
    actor_id: actor.id,
    actor_email: actor.email,
    action: entry.action,
    target_type: entry.target.type,
    target_id: entry.target.id,
    reason: entry.reason,
    request_id: ('requestId' in actor && actor.requestId) || null,
    details: entry.details ?? {},
  });
}

type AuditRow = {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  reason: string;
  request_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
  cursor_at: string;
  target_name: string | null;
};

/** The log newest first under the query's filters, a page at a time (keyset). */
export async function listAuditEvents(
  db: Database,
  query: AuditEventListQuery,
): Promise<AuditEventList> {
  // What each target is called now, by its type's table (a user by their email). The id is cast
  // only for its own type, so a target of another kind never meets the uuid cast.
  const targetOf = (type: AuditTargetType) =>
    db.raw(`case when a.target_type = '${type}' then a.target_id::uuid end`);
  const rows = await AuditEventRow.query(db)
    .alias('a')
    .leftJoin('users as tu', 'tu.id', targetOf('user'))
    .leftJoin('workflows as tw', 'tw.id', targetOf('workflow'))
    .leftJoin('snaps as ts', 'ts.id', targetOf('snap'))
    .leftJoin('categories as tc', 'tc.id', targetOf('category'))
    .select(
      'a.*',
      db.raw(`${cursorTime('a.created_at')} as cursor_at`),
      db.raw('coalesce(tu.email, tw.name, ts.name, tc.name) as target_name'),
    )
    .modify((q) => {
      if (query.actor) q.where('a.actor_email', 'ilike', containsPattern(query.actor));
      if (query.action?.length) q.whereIn('a.action', query.action);
      if (query.target) q.where('a.target_id', query.target);
      if (query.from) q.where('a.created_at', '>=', query.from);
      if (query.to) q.where('a.created_at', '<', query.to);
      if (query.cursor) afterPosition(q, 'a', decodeCursor(query.cursor));
    })
    .orderBy([
      { column: 'a.created_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .limit(query.limit + 1)
    .castTo<AuditRow[]>();
  const page = pageOf(rows, query.limit);
  return { nextCursor: page.nextCursor, items: page.rows.map(toAuditEvent) };
}

function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    actor: { id: row.actor_id, email: row.actor_email },
    action: row.action,
    target: { type: row.target_type, id: row.target_id, name: row.target_name },
    reason: row.reason,
    requestId: row.request_id,
    details: row.details,
    createdAt: row.created_at.toISOString(),
  };
}
