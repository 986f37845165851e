import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { stopChild } from './stop-child';

export interface TemporalDevServerOptions {
  cli: string;
  port: number;
  /** Web UI port; without it the server runs headless. */
  uiPort?: number;
  /** SQLite file that keeps history across restarts; without it the server is in memory. */
  dbFile?: string;
  /** `PRAGMA` settings for that file (`--sqlite-pragma`), e.g. `{ journal_mode: 'wal' }`. */
  sqlitePragmas?: Record<string, string>;
  /** Server settings (`--dynamic-config-value key=JSON`) over DEV_SERVER_SETTINGS. */
  dynamicConfig?: Record<string, string | number | boolean>;
  logFile: string;
  namespace?: string;
}

export interface TemporalDevServer {
  address: string;
  uiUrl?: string;
  stop(): Promise<void>;
  /** Sends `signal` (SIGKILL: a crash) and resolves once the server has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The history file's settings for `npm start`: a write-ahead log, synced at checkpoints rather
 * than at every commit. A crash of the process loses nothing; a power cut can lose the last
 * moments of history (never corrupt the file), which a one-machine dev server may accept. The
 * Temporal TypeScript SDK's own CI runs its dev server this way. Measured by
 * `npm run bench -- temporal-history`.
 */
export const FAST_DURABLE_PRAGMAS = { journal_mode: 'wal', synchronous: 'normal' } as const;

/**
 * The dev server keeps all history in one shard, and a shard loads the tasks it must hand to
 * task queues (a workflow task, an activity) at most `history.transferProcessorMaxPollRPS` times
 * a second: 20 by default, sized for clusters of hundreds of shards. With one shard that made every
 * step of a run wait up to 50 ms for the next load — about 40 ms per workflow or activity task,
 * most of what Temporal cost a snap, and a ceiling of about 20 runs a second for the whole server
 * (issue 16; `npm run bench` shows it, and the history profile where the time went). A load is
 * one indexed read of a small table, so the server may do it as often as tasks arrive.
 */
export const DEV_SERVER_SETTINGS = { 'history.transferProcessorMaxPollRPS': 1000 } as const;

/** Starts `temporal server start-dev` and resolves once its frontend answers health checks. */
export async function startTemporalDevServer(
  options: TemporalDevServerOptions,
): Promise<TemporalDevServer> {
  const address = `127.0.0.1:${options.port}`;
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(options.port)];
  args.push('--namespace', options.namespace ?? 'default', '--log-level', 'warn');
  args.push(...(options.uiPort ? ['--ui-port', String(options.uiPort)] : ['--headless']));
  if (options.dbFile) {
    await mkdir(path.dirname(options.dbFile), { recursive: true });
    args.push('--db-filename', options.dbFile);
    for (const [pragma, value] of Object.entries(options.sqlitePragmas ?? {})) {
      args.push('--sqlite-pragma', `${pragma}=${value}`);
    }
  }
  for (const [key, value] of Object.entries({ ...DEV_SERVER_SETTINGS, ...options.dynamicConfig })) {
    args.push('--dynamic-config-value', `${key}=${JSON.stringify(value)}`);
  }
  await mkdir(path.dirname(options.logFile), { recursive: true });
  const log = openSync(options.logFile, 'a');
  const child = spawn(options.cli, args, { stdio: ['ignore', log, log] });
  closeSync(log);

  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => {
      const tail = readFileSync(options.logFile, 'utf8').slice(-3000);
      reject(
        new Error(
          `Temporal dev server exited (${signal ?? `code ${code}`}) on ${address}:\n${tail}`,
        ),
      );
    });
  });
  exited.catch(() => {});
  await Promise.race([waitUntilHealthy(address), exited]);

  return {
    address,
    uiUrl: options.uiPort ? `http://127.0.0.1:${options.uiPort}` : undefined,
    stop: () => stopChild(child),
    kill: (signal) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill(signal);
          }),
  };
}

/** Polls the frontend's gRPC health service; a fresh server takes a few seconds to answer. */
export async function waitUntilHealthy(address: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      try {
        await connection.withDeadline(Date.now() + 1000, () => connection.healthService.check({}));
        return;
      } finally {
        await connection.close();
      }
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Temporal at ${address} did not become healthy: ${String(lastError)}`);
}
