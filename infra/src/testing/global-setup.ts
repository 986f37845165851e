import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { prepareDatabase } from '@studio/api/db/migrate';
import { createDatabase } from '@studio/api/domain/database';
import { dataDir } from '../paths';
import { buildWorkflowBundle } from '../provision/build-steps';
import { ensureDatabase, provisionPostgres } from '../provision/postgres';
import { findTemporalCli } from '../provision/temporal-cli';
import { startTemporalDevServer } from '../provision/temporal-server';
import { freePort } from '../free-port';
import { globalResources } from './global-resources';

/**
 * Runs once before every Jest run. Provides, through environment variables the test files read:
 * - TEST_PG_URL: the Postgres server (its `postgres` database), for creating test databases;
 * - TEST_TEMPLATE_DB: a database migrated and seeded once, which each test file clones;
 * - TEMPORAL_ADDRESS: a Temporal dev server (the one `npm test` started, or one started here);
 * - TEST_WORKFLOW_BUNDLE: the workflow code bundled once for every test worker.
 */
export default async function globalSetup(): Promise<void> {
  const data = dataDir();
  const postgres = await provisionPostgres({ dataDir: data });
  globalResources.cleanups.push(() => postgres.stop());

  const template = `studio_template_${randomBytes(4).toString('hex')}`;
  const templateUrl = await ensureDatabase(postgres, template);
  const db = createDatabase(templateUrl);
  await prepareDatabase(db).finally(() => db.destroy());
  process.env.TEST_PG_URL = postgres.urlFor('postgres');
  process.env.TEST_TEMPLATE_DB = template;
  globalResources.cleanups.push(async () => {
    const admin = createDatabase(postgres.urlFor('postgres'));
    await admin
      .raw('drop database if exists ?? with (force)', [template])
      .finally(() => admin.destroy());
  });

  if (!process.env.TEMPORAL_ADDRESS) {
    const server = await startTemporalDevServer({
      cli: await findTemporalCli(),
      port: await freePort(),
      logFile: path.join(data, 'logs', 'jest-temporal.log'),
    });
    process.env.TEMPORAL_ADDRESS = server.address;
    globalResources.cleanups.push(() => server.stop());
  }

  // `npm test` bundles before Jest starts (the browser tests' app uses the same bundle); a bare
  // `npx jest` builds it here, both through the cache that skips an unchanged build.
  process.env.TEST_WORKFLOW_BUNDLE ??= await buildWorkflowBundle(data);
}
