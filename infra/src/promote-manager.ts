import { createDatabase } from '@studio/api/domain/database';
import { promoteToManager } from '@studio/api/domain/users/user-admin';
import { dataDir } from './paths';
import { ensureDatabase, provisionPostgres } from './provision/postgres';

/** `npm run user:manager -- someone@example.com`: gives an existing account the manager role. */
async function run(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error('usage: npm run user:manager -- <email>');
    return 2;
  }
  const postgres = await provisionPostgres({ dataDir: dataDir() });
  const url =
    process.env.DATABASE_URL ??
    (await ensureDatabase(postgres, process.env.DATABASE_NAME ?? 'snapshot_studio'));
  const db = createDatabase(url);
  try {
    if (!(await promoteToManager(db, email))) {
      console.error(`No account with the email ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(`${email} is now a manager.`);
    return 0;
  } finally {
    await db.destroy();
    await postgres.stop();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
