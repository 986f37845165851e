import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import { grantCredits } from '@studio/api/domain/credits/ledger';
import { type Database } from '@studio/api/domain/database';
import { prepareDatabase } from '@studio/api/db/migrate';
import { markEmailVerified, registerUser } from '@studio/api/domain/users/user-accounts';
import { bundleWorkflows } from '@studio/orchestrator/bundle-workflows';
import { startAppProcesses } from '../src/app-processes';
import { freePort } from '../src/free-port';
import { findTemporalCli } from '../src/provision/temporal-cli';
import { startTemporalDevServer } from '../src/provision/temporal-server';
import { openBenchDatabase } from './bench-database';

/** The size of the benchmarks' packshots: the e2e stack's, a quarter of the default's pixels. */
export const BENCH_PACKSHOT_SIZE = 512;

export interface BenchStack {
  db: Database;
  apiUrl: string;
  temporalAddress: string;
  /** The deployment's base task queue, polled by the stack's worker process. */
  taskQueue: string;
  filesDir: string;
  /** Signs in a new creator with a verified email and `credits`; answers their session cookie. */
  signedInCreator(credits: number): Promise<{ userId: string; cookie: string }>;
  stop(): Promise<void>;
}

/**
 * The whole app as `npm start` runs it — the API and the worker as their own processes, on a
 * Temporal dev server (in memory) and a database of the benchmark's own — on free ports, so it
 * never disturbs a running `npm start`. Cut-outs use the classic remover: these benchmarks
 * measure the app around the image work (the local-ml cut-out has its own, `cutout`). The API
 * serves `uiDistDir`'s built UI when given one (the `bundle` benchmark's).
 */
export async function startBenchStack(
  options: { uiDistDir?: string; extraEnv?: NodeJS.ProcessEnv } = {},
): Promise<BenchStack> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-'));
  const database = await openBenchDatabase();
  const undo: (() => Promise<void>)[] = [
    () => rm(work, { recursive: true, force: true }),
    database.close,
  ];
  const stop = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    await prepareDatabase(database.db);
    const temporal = await startTemporalDevServer({
      cli: await findTemporalCli(),
      port: await freePort(),
      logFile: path.join(work, 'temporal.log'),
    });
    undo.push(temporal.stop);
    const bundle = path.join(work, 'workflows.js');
    await bundleWorkflows(bundle);
    const port = await freePort();
    const taskQueue = `bench-${randomUUID().slice(0, 8)}`;
    const app = await startAppProcesses({
      databaseUrl: database.url,
      temporalAddress: temporal.address,
      taskQueue,
      dataDir: path.join(work, 'data'),
      host: '127.0.0.1',
      port,
      workflowBundlePath: bundle,
      uiDistDir: options.uiDistDir ?? path.join(work, 'no-ui'),
      output: { logDir: path.join(work, 'logs') },
      extraEnv: {
        SESSION_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PACKSHOT_SIZE: String(BENCH_PACKSHOT_SIZE),
        AI_BACKGROUND_REMOVAL: 'classic',
        LOG_LEVEL: 'info',
        ...options.extraEnv,
      },
    });
    undo.push(app.stop);
    return {
      db: database.db,
      apiUrl: app.apiUrl,
      temporalAddress: temporal.address,
      taskQueue,
      filesDir: path.join(work, 'data', 'files'),
      signedInCreator: (credits) => signedInCreator(database.db, app.apiUrl, credits),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function signedInCreator(db: Database, apiUrl: string, credits: number) {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'benchmark password';
  const user = await registerUser(db, { email, password, firstName: 'Bench', lastName: 'Mark' });
  await markEmailVerified(db, user.id);
  if (credits > 0) {
    await grantCredits(db, {
      userId: user.id,
      amount: credits,
      idempotencyKey: `bench:${user.id}`,
    });
  }
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { userId: user.id, cookie };
}
