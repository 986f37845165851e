import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { stopChild } from './provision/stop-child';
import { REPO_ROOT } from './paths';
import { waitForWorkerPollers } from './provision/worker-pollers';

export interface AppProcessOptions {
  databaseUrl: string;
  temporalAddress: string;
  taskQueue: string;
  dataDir: string;
  host: string;
  port: number;
  workflowBundlePath: string;
  uiDistDir: string;
  /** `inherit`: prefixed lines on this terminal; otherwise a directory for one log file each. */
  output: 'inherit' | { logDir: string };
  extraEnv?: NodeJS.ProcessEnv;
  /** Settings for the API process only, over `extraEnv`. */
  apiEnv?: NodeJS.ProcessEnv;
  /** The API alone, with no worker: for calls that start no workflow (a second environment). */
  apiOnly?: boolean;
}

export interface AppProcesses {
  apiUrl: string;
  /** Resolves when either process exits on its own (a crash): the caller should stop the rest. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the worker and the API as child processes and waits until the API answers health checks
 * and a worker polls every task queue (its model loaded): a first run never waits on a worker that
 * is still starting.
 */
export async function startAppProcesses(options: AppProcessOptions): Promise<AppProcesses> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.extraEnv,
    DATABASE_URL: options.databaseUrl,
    TEMPORAL_ADDRESS: options.temporalAddress,
    TASK_QUEUE: options.taskQueue,
    DATA_DIR: options.dataDir,
    HOST: options.host,
    PORT: String(options.port),
    WORKFLOW_BUNDLE: options.workflowBundlePath,
    UI_DIST_DIR: options.uiDistDir,
  };
  const worker = options.apiOnly
    ? undefined
    : await startTs('worker', 'orchestrator/src/main.ts', env, options.output);
  const api = await startTs(
    'api',
    'api/src/main.ts',
    { ...env, ...options.apiEnv },
    options.output,
  );
  const children: Record<string, ChildProcess> = worker ? { worker, api } : { api };
  let stopping = false;
  const crashed = new Promise<string>((resolve) => {
    for (const [name, child] of Object.entries(children)) {
      child.once('exit', (code, signal) => {
        if (!stopping) resolve(`${name} exited (${signal ?? `code ${code}`})`);
      });
    }
  });
  const stop = async () => {
    stopping = true;
    await Promise.all(Object.values(children).map((child) => stopChild(child)));
  };

  const apiUrl = `http://${options.host}:${options.port}`;
  try {
    await Promise.race([
      Promise.all([
        waitForHealth(`${apiUrl}/api/health`),
        worker &&
          waitForWorkerPollers({
            temporalAddress: options.temporalAddress,
            taskQueue: options.taskQueue,
          }),
      ]),
      crashed.then((why) => Promise.reject(new Error(why))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, crashed, stop };
}

/** One of the app's entry points (`api/src/main.ts`, …) as a child process, as `npm start` runs it. */
export async function startTs(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  output: AppProcessOptions['output'],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, entry)], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (output === 'inherit') {
    child.stdout!.pipe(prefixLines(name)).pipe(process.stdout);
    child.stderr!.pipe(prefixLines(name)).pipe(process.stderr);
  } else {
    await mkdir(output.logDir, { recursive: true });
    const file = createWriteStream(path.join(output.logDir, `${name}.log`), { flags: 'a' });
    child.stdout!.pipe(file);
    child.stderr!.pipe(file);
  }
  return child;
}

function prefixLines(name: string): Transform {
  let rest = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      done(null, lines.map((line) => `[${name}] ${line}\n`).join(''));
    },
    flush(done) {
      done(null, rest ? `[${name}] ${rest}\n` : '');
    },
  });
}

/** Polls the API's health endpoint until it answers 200 (database and Temporal both up). */
async function waitForHealth(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The API did not become healthy at ${url}: ${last}`);
}
