import { dataDir } from '../src/paths';
import { buildWorkflowBundle } from '../src/provision/build-steps';
import { createTestDatabase } from '../src/testing/test-database';
import { openBenchDatabase } from './bench-database';

/**
 * What Jest's global set-up (infra/src/testing/global-setup.ts) made once for the whole run, when
 * a benchmark's stack starts inside `npm test` (the chaos scenarios' short versions): the run's
 * Temporal dev server, its migrated template database and its workflow bundle. A stack then
 * starts in seconds instead of paying for a server, the migrations and a webpack build of its own.
 */
export function underTestHarness():
  { temporalAddress: string; workflowBundle: string } | undefined {
  const { TEMPORAL_ADDRESS, TEST_WORKFLOW_BUNDLE, TEST_PG_URL, TEST_TEMPLATE_DB } = process.env;
  if (!TEMPORAL_ADDRESS || !TEST_WORKFLOW_BUNDLE || !TEST_PG_URL || !TEST_TEMPLATE_DB) return;
  return { temporalAddress: TEMPORAL_ADDRESS, workflowBundle: TEST_WORKFLOW_BUNDLE };
}

/**
 * A database of the stack's own: under `npm test` cloned from the run's migrated template, else
 * made on the provisioned Postgres. `close` drops it.
 */
export async function stackDatabase() {
  if (!underTestHarness()) return openBenchDatabase();
  const database = await createTestDatabase();
  return { db: database.db, url: database.url, close: database.drop };
}

/** The run's workflow bundle under `npm test`, else the one `npm start` caches in data/build. */
export async function stackWorkflowBundle(): Promise<string> {
  return underTestHarness()?.workflowBundle ?? buildWorkflowBundle(dataDir());
}
