import { type Database } from '@studio/api/domain/database';

/**
 * Tables whose rows change on every request by design: sessions are touched as they are used,
 * and rate limits count the calls (refused ones too). Everything else must stay as it was when
 * every call was refused.
 */
const CHANGING_BY_DESIGN = new Set([
  'sessions',
  'rate_limits',
  'knex_migrations',
  'knex_migrations_lock',
]);
/** Columns that record activity, not state: when a signed-in user was last seen. */
const ACTIVITY_COLUMNS: Record<string, string[]> = { users: ['last_seen_at'] };

/** An md5 of every row of every table of the app's schema, by table. */
export async function tableFingerprints(db: Database): Promise<Map<string, string>> {
  const tables = (
    await db('information_schema.tables')
      .where({ table_schema: 'public', table_type: 'BASE TABLE' })
      .select('table_name')
  )
    .map((row: { table_name: string }) => row.table_name)
    .filter((name) => !CHANGING_BY_DESIGN.has(name));
  const prints = new Map<string, string>();
  for (const table of tables.sort()) {
    const { rows } = await db.raw(
      `select md5(coalesce(string_agg(r, '|' order by r), '')) as print
         from (select (to_jsonb(t) - ?::text[])::text as r from ?? t) rows`,
      [ACTIVITY_COLUMNS[table] ?? [], table],
    );
    prints.set(table, (rows as { print: string }[])[0]!.print);
  }
  return prints;
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (table) => before.get(table) !== after.get(table),
  );
}
