import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studio/api/contract/csrf';
import { grantCredits } from '@studio/api/domain/credits/ledger';
import { createDatabase, type Database } from '@studio/api/domain/database';
import { prepareDatabase } from '@studio/api/db/migrate';
import { markEmailVerified, registerUser } from '@studio/api/domain/users/user-accounts';
import { startAppProcesses } from '../src/app-processes';
import { freePort } from '../src/free-port';
import { findTemporalCli } from '../src/provision/temporal-cli';
import {
  FAST_DURABLE_PRAGMAS,
  startTemporalDevServer,
  type TemporalDevServer,
} from '../src/provision/temporal-server';
import { stackDatabase, stackWorkflowBundle, underTestHarness } from './test-harness';
import { timedSetups } from '../src/testing/setup-costs';

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
  /**
   * Stops the Temporal dev server with `signal` (SIGKILL: a crash; SIGTERM: a clean stop) and
   * starts it again on the same port and history file, answering how long each took (until the
   * process was gone, until the new one was healthy). Only with `temporalHistory`.
   */
  restartTemporal(signal: NodeJS.Signals): Promise<{ stopMs: number; startMs: number }>;
  /**
   * The server faults the API has logged so far (`request failed`: each answered 5xx), as
   * `code ← Type: message` — what a chaos scenario shows when a promise of no 500 breaks, since the
   * stack's logs go with it.
   */
  apiFaults(): Promise<string[]>;
  stop(): Promise<void>;
}

export interface BenchStackOptions {
  uiDistDir?: string;
  extraEnv?: NodeJS.ProcessEnv;
  /** Settings for the API process alone, e.g. NODE_OPTIONS opening its inspector. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Keep Temporal's history in a SQLite file (as `npm start` does), so it survives a restart. */
  temporalHistory?: boolean;
  /** A database of the caller's own (migrated here, left in place) instead of a fresh one. */
  databaseUrl?: string;
}

async function startBenchStackUntimed(options: BenchStackOptions = {}): Promise<BenchStack> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-'));
  const database = options.databaseUrl
    ? callersDatabase(options.databaseUrl)
    : await stackDatabase();
  const undo: (() => Promise<void>)[] = [
    () => rm(work, { recursive: true, force: true }),
    database.close,
  ];
  const stop = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    await prepareDatabase(database.db);
    const harness = underTestHarness();
    const temporalOptions = {
      cli: await findTemporalCli(),
      port: await freePort(),
      logFile: path.join(work, 'temporal.log'),
      ...(options.temporalHistory && {
        dbFile: path.join(work, 'temporal.db'),
        sqlitePragmas: FAST_DURABLE_PRAGMAS,
      }),
    };
    // Under `npm test` a stack shares the run's Temporal dev server (its task queue is its own),
    // unless it keeps a history of its own to restart.
    const sharedTemporal =
      harness && !options.temporalHistory ? harness.temporalAddress : undefined;
    let temporal: TemporalDevServer = sharedTemporal
      ? { address: sharedTemporal, stop: async () => {}, kill: async () => {} }
      : await startTemporalDevServer(temporalOptions);
    // Through the variable: a restart replaces the server this step must stop.
    undo.push(() => temporal.stop());
    // The workflow code is bundled once per run (Jest's global set-up), or once per source
    // change for the benchmarks (the same cached bundle `npm start` uses).
    const bundle = await stackWorkflowBundle();
    const port = await freePort();
    const logDir = path.join(work, 'logs');
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
      output: { logDir },
      extraEnv: {
        SESSION_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PACKSHOT_SIZE: String(BENCH_PACKSHOT_SIZE),
        AI_BACKGROUND_REMOVAL: 'classic',
        LOG_LEVEL: 'info',
        ...options.extraEnv,
      },
      apiEnv: options.apiEnv,
    });
    undo.push(app.stop);
    return {
      db: database.db,
      apiUrl: app.apiUrl,
      temporalAddress: temporal.address,
      taskQueue,
      filesDir: path.join(work, 'data', 'files'),
      signedInCreator: (credits) => signedInCreator(database.db, app.apiUrl, credits),
      async restartTemporal(signal) {
        if (!options.temporalHistory) {
          throw new Error('An in-memory Temporal would lose every run: start with temporalHistory');
        }
        const stopping = performance.now();
        await temporal.kill(signal);
        const starting = performance.now();
        temporal = await startTemporalDevServer(temporalOptions);
        return { stopMs: starting - stopping, startMs: performance.now() - starting };
      },
      apiFaults: () => loggedFaults(path.join(logDir, 'api.log')),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function callersDatabase(url: string) {
  // The caller may stop this server under the stack (a chaos scenario): the pool's idle
  // connections then end, which knex would log to the console; queries still fail loudly.
  const quiet = { warn: () => {}, error: () => {} };
  const db = createDatabase(url, { logger: quiet });
  return { db, url, close: () => db.destroy() };
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

/** The `request failed` lines of a process's JSON log (pino's), as `code ← Type: message`. */
async function loggedFaults(logFile: string): Promise<string[]> {
  const lines = (await readFile(logFile, 'utf8').catch(() => '')).split('\n');
  return lines.flatMap((line) => {
    if (!line.includes('"request failed"')) return [];
    try {
      const { err, code } = JSON.parse(line) as {
        err?: { type?: string; message?: string };
        code?: string;
      };
      return [`${code} ← ${err?.type ?? 'Error'}: ${err?.message ?? '(no message)'}`];
    } catch {
      return [];
    }
  });
}

/**
 * The whole app as `npm start` runs it — the API and the worker as their own processes, on a
 * Temporal dev server (in memory unless `temporalHistory`) and a database of the benchmark's own
 * (or the caller's `databaseUrl`, e.g. a Postgres a chaos scenario stops) — on free ports, so it
 * never disturbs a running `npm start`. Cut-outs use the classic remover: these benchmarks
 * measure the app around the image work (the local-ml cut-out has its own, `cutout`). The API
 * serves `uiDistDir`'s built UI when given one (the `bundle` benchmark's).
 */
export const startBenchStack = timedSetups('a whole app stack', startBenchStackUntimed);
