import path from 'node:path';
import { prepareDatabase } from '@studio/api/db/migrate';
import { createDatabase } from '@studio/api/domain/database';
import { ensureManager } from '@studio/api/domain/users/user-admin';
import { DEFAULT_TASK_QUEUE } from '@studio/workflows/contract/task-queues';
import { startAppProcesses } from './app-processes';
import { say } from './log';
import { dataDir } from './paths';
import { googleSignInNotice } from './start-notices';
import { buildUi, buildWorkflowBundle } from './provision/build-steps';
import { localManager, localSecret } from './provision/local-secrets';
import { ensureDatabase, provisionPostgres } from './provision/postgres';
import { findTemporalCli } from './provision/temporal-cli';
import {
  FAST_DURABLE_PRAGMAS,
  startTemporalDevServer,
  type TemporalDevServer,
} from './provision/temporal-server';

/** `npm start`: provision everything, start Temporal, the worker and the API, stop on Ctrl-C. */
async function run(): Promise<void> {
  const env = process.env;
  const data = dataDir(env);
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error(e));
  };

  try {
    const cli = env.TEMPORAL_ADDRESS ? undefined : await findTemporalCli(env);
    const postgres = await provisionPostgres({ dataDir: data, env });
    cleanups.push(() => postgres.stop());
    const databaseUrl =
      env.DATABASE_URL ?? (await ensureDatabase(postgres, env.DATABASE_NAME ?? 'snapshot_studio'));

    const manager = await localManager(path.join(data, 'local-manager.json'));
    const db = createDatabase(databaseUrl);
    await prepareDatabase(db)
      .then(() => ensureManager(db, { ...manager, firstName: 'Local', lastName: 'Manager' }))
      .finally(() => db.destroy());
    const [uiDistDir, workflowBundlePath] = await Promise.all([
      buildUi(),
      buildWorkflowBundle(data),
    ]);

    let temporal: Pick<TemporalDevServer, 'address' | 'uiUrl'> = {
      address: env.TEMPORAL_ADDRESS ?? '',
    };
    if (cli) {
      const server = await startTemporalDevServer({
        cli,
        port: Number(env.TEMPORAL_PORT ?? 7233),
        uiPort: Number(env.TEMPORAL_UI_PORT ?? 8233),
        dbFile: path.join(data, 'temporal', 'temporal.db'),
        sqlitePragmas: FAST_DURABLE_PRAGMAS,
        logFile: path.join(data, 'logs', 'temporal.log'),
      });
      cleanups.push(() => server.stop());
      temporal = server;
    }

    const publicUrl = env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    const app = await startAppProcesses({
      databaseUrl,
      temporalAddress: temporal.address,
      taskQueue: env.TASK_QUEUE ?? DEFAULT_TASK_QUEUE,
      dataDir: data,
      host,
      port,
      workflowBundlePath,
      uiDistDir,
      output: 'inherit',
      extraEnv: {
        SESSION_SECRET:
          env.SESSION_SECRET ?? (await localSecret(path.join(data, 'session-secret'))),
        PUBLIC_URL: publicUrl,
        // The Vite dev server (npm run dev -w ui) may make changes too.
        ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173',
        // The executions console links each run to the Web UI of the Temporal it runs on.
        ...(temporal.uiUrl && !env.TEMPORAL_UI_URL && { TEMPORAL_UI_URL: temporal.uiUrl }),
      },
    });
    cleanups.push(() => app.stop());

    say(`Snapshot Studio is running: ${app.apiUrl}`);
    say(`Temporal: ${temporal.address}${temporal.uiUrl ? ` (Web UI ${temporal.uiUrl})` : ''}`);
    say(`Postgres: ${postgres.source} (${redact(databaseUrl)}); data in ${data}`);
    say(
      `Manager for local use: ${manager.email} / ${manager.password} (kept in ${path.join(data, 'local-manager.json')})`,
    );
    if (!env.SMTP_URL)
      say(
        `Mail: no SMTP_URL, so mails are written to ${path.join(data, 'mail')} and their links logged`,
      );
    const google = googleSignInNotice(env, publicUrl);
    if (google) say(google);
    say('Press Ctrl-C to stop.');

    const reason = await Promise.race([
      new Promise<string>((resolve) => {
        process.once('SIGINT', () => resolve('Ctrl-C'));
        process.once('SIGTERM', () => resolve('SIGTERM'));
      }),
      app.crashed,
    ]);
    say(`Stopping (${reason})…`);
    await stopAll();
    if (reason.includes('exited')) process.exitCode = 1;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

run().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
