import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '@studio/api/db/migrate';
import { type Database } from '@studio/api/domain/database';
import { stackDatabase, stackWorkflowBundle, underTestHarness } from '../bench/test-harness';
import { type Cluster, startCluster } from '../src/cluster/start-cluster';

/**
 * Runs `scenario` on `npm run cluster`'s topology over a migrated database of its own, with the
 * tests' small packshots and classic cut-out, then stops the cluster and drops the database
 * whatever happened. Under `npm test` the cluster uses the run's Temporal server, else its own.
 */
export async function withChaosCluster<T>(
  name: string,
  logLevel: 'info' | 'warn',
  scenario: (cluster: Cluster, db: Database) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `studio-chaos-${name}-`));
  const database = await stackDatabase();
  try {
    await prepareDatabase(database.db);
    const cluster = await startCluster({
      databaseUrl: database.url,
      dir,
      workflowBundlePath: await stackWorkflowBundle(),
      temporalAddress: underTestHarness()?.temporalAddress,
      extraEnv: { AI_BACKGROUND_REMOVAL: 'classic', PACKSHOT_SIZE: '192', LOG_LEVEL: logLevel },
    });
    try {
      return await scenario(cluster, database.db);
    } finally {
      await cluster.stop();
    }
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}
