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

/** Migrations, then the idempotent seeds: safe to run at every start. */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrateToLatest(db);
  await seedBuiltIns(db);
  await seedPlans(db);
}
