import { randomBytes } from 'node:crypto';
import { createDatabase, type Database } from '@studio/api/domain/database';
import { dataDir } from '../src/paths';
import { ensureDatabase, provisionPostgres } from '../src/provision/postgres';

/**
 * A database of the suite's own on the provisioned Postgres (as the tests get theirs), and the
 * way to drop it and stop Postgres when the suite ends.
 */
export async function openBenchDatabase(): Promise<{
  db: Database;
  url: string;
  close(): Promise<void>;
}> {
  const postgres = await provisionPostgres({ dataDir: dataDir() });
  const name = `studio_bench_${randomBytes(4).toString('hex')}`;
  const url = await ensureDatabase(postgres, name);
  const db = createDatabase(url);
  return {
    db,
    url,
    async close() {
      await db.destroy();
      const admin = createDatabase(postgres.urlFor('postgres'));
      await admin
        .raw('drop database if exists ?? with (force)', [name])
        .finally(() => admin.destroy());
      await postgres.stop();
    },
  };
}
