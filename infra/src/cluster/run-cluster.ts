/**
 * `npm run cluster`: the scaled-out topology on this machine, from the repo's own processes (no
 * Docker engine): Postgres, a Temporal dev server, an S3-compatible bucket (versitygw), two API
 * instances behind nginx (the deployment's config), two image workers and one worker for
 * workflows and AI calls. Data under data/cluster (a database of its own). Ctrl-C stops it all.
 */
import path from 'node:path';
import { createDatabase } from '@studio/api/domain/database';
import { prepareDatabase } from '@studio/api/db/migrate';
import { say } from '../log';
import { dataDir } from '../paths';
import { buildUi, buildWorkflowBundle } from '../provision/build-steps';
import { ensureDatabase, provisionPostgres } from '../provision/postgres';
import { startCluster } from './start-cluster';

async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const data = dataDir(env);
  const postgres = await provisionPostgres({ dataDir: data, env });
  try {
    const databaseUrl = await ensureDatabase(postgres, 'snapshot_studio_cluster');
    const db = createDatabase(databaseUrl);
    await prepareDatabase(db).finally(() => db.destroy());
    const [uiDistDir, workflowBundlePath] = await Promise.all([
      buildUi(),
      buildWorkflowBundle(data),
    ]);
    const dir = path.join(data, 'cluster');
    const cluster = await startCluster({
      databaseUrl,
      dir,
      uiDistDir,
      workflowBundlePath,
      port: Number(env.CLUSTER_PORT ?? 8080),
    });
    say(
      `Snapshot Studio cluster: ${cluster.url} (nginx in front of ${cluster.apiUrls.join(', ')})`,
    );
    for (const p of cluster.processes.values()) {
      say(
        `  ${p.name.padEnd(15)} ${p.kind === 'api' ? `API :${p.port}` : `${p.env.WORKER_QUEUES} (health :${p.port})`}, metrics :${p.env.METRICS_PORT}/metrics`,
      );
    }
    say(
      `Files in bucket ${cluster.bucket.settings.bucket} at ${cluster.bucket.settings.endpoint}; logs in ${dir}/logs`,
    );
    say('Press Ctrl-C to stop.');
    await new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve()).once('SIGTERM', () => resolve());
    });
    say('Stopping: the instances drain, then exit…');
    await cluster.stop();
  } finally {
    await postgres.stop();
  }
}

run().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
