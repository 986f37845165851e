import { DomainError } from './errors';

/**
 * Keyset pagination for newest-first lists ordered by (created_at, id): a page starts strictly
 * after the last row of the one before, so a deep page costs an index seek, not an offset scan,
 * and rows written meanwhile neither repeat nor go missing. The time is kept to Postgres's
 * microsecond (a JavaScript Date would drop the last three digits and skip rows).
 */
export type KeysetPosition = { at: string; id: string };

/** SQL for a row's time as the cursor keeps it: UTC ISO 8601 to the microsecond. */
export const cursorTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f-]{36})$/;

export function decodeCursor(cursor: string): KeysetPosition {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new DomainError('validation_error', 'The cursor is not valid.');
  return { at: match[1]!, id: match[2]! };
}

/** Rows after `position` in newest-first order of `table`'s (created_at, id). */
export function afterPosition<
  Query extends { whereRaw(sql: string, bindings: readonly string[]): Query },
>(query: Query, table: string, position: KeysetPosition) {
  return query.whereRaw(`(${table}.created_at, ${table}.id) < (?::timestamptz, ?::uuid)`, [
    position.at,
    position.id,
  ]);
}

/** A page of `limit` rows, fetched as limit + 1 to know whether another follows. */
export function pageOf<Row extends { cursor_at: string; id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page.at(-1)!;
  return { rows: page, nextCursor: encodeCursor({ at: last.cursor_at, id: last.id }) };
}
