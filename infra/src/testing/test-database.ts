import { randomBytes } from 'node:crypto';
import { createDatabase, type Database } from '@studio/api/domain/database';
import { withDatabase } from '../provision/postgres';
import { timedSetup } from './setup-costs';

export interface TestDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

async function newDatabase(template: string): Promise<TestDatabase> {
  const serverUrl = required('TEST_PG_URL');
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase(serverUrl, { pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create database ?? template ??', [name, template]);
  } finally {
    await admin.destroy();
  }
  const url = withDatabase(serverUrl, name);
  const db = createDatabase(url);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      const cleaner = createDatabase(serverUrl, { pool: { min: 0, max: 1 } });
      await cleaner
        .raw('drop database if exists ?? with (force)', [name])
        .finally(() => cleaner.destroy());
    },
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the tests through Jest's global set-up (npm test).`);
  return value;
}

/** A database of this test file's own, cloned from the migrated template (fast, isolated). */
export async function createTestDatabase(): Promise<TestDatabase> {
  return timedSetup('a database from the template', () =>
    newDatabase(required('TEST_TEMPLATE_DB')),
  );
}

/**
 * An empty database of this test file's own, with no migration applied: for tests of the
 * migrations themselves (migrate it to a point, put rows in, migrate on).
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  return timedSetup('an empty database', () => newDatabase('template0'));
}
