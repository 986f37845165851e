import path from 'node:path';
import { type Database } from '../domain/database';
import { seedBuiltIns, seedPlans } from './seed';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Applies every pending migration; returns the names of those it applied. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({
    directory: MIGRATIONS_DIR,
    loadExtensions: ['.ts'],
  })) as [number, string[]];
  return applied;
}

/**
 * Applies the pending migrations that come before `name` (a migration's file name without its
 * extension), one by one, and none from it on: for tests that put rows in an older schema.
 */
export async function migrateUpTo(db: Database, name: string): Promise<void> {
  const config = { directory: MIGRATIONS_DIR, loadExtensions: ['.ts'] };
  const [, pending] = (await db.migrate.list(config)) as [unknown, Array<{ file: string }>];
  for (const { file } of pending) {
    if (path.parse(file).name >= name) break;
    await db.migrate.up({ ...config, name: file });
  }
}

/** Migrations, then the idempotent seeds: safe to run at every start. */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrateToLatest(db);
  await seedBuiltIns(db);
  await seedPlans(db);
}
