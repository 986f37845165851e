/**
 * `node --import tsx api/src/db/migrate-main.ts`: migrates and seeds DATABASE_URL, then exits —
 * the one-shot step a deployment runs before its API and worker instances (docker-compose.yml's
 * `migrate`); `npm start` does the same itself. Safe to run at every deploy.
 */
import { createDatabase } from '../domain/database';
import { prepareDatabase } from './migrate';

async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const db = createDatabase(url);
  try {
    await prepareDatabase(db);
  } finally {
    await db.destroy();
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
