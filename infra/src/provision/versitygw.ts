import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type GoTool, findGoTool } from './go-tool';
import { stopChild } from './stop-child';

/**
 * The S3-compatible server the tests and `npm run cluster` run: Versity's gateway, Apache-2.0,
 * with its posix backend (a bucket is a directory, an object a file).
 */
const VERSITYGW: GoTool = {
  title: 'the Versity S3 gateway',
  binary: 'versitygw',
  envVar: 'VERSITYGW_BIN',
  module: 'github.com/versity/versitygw/cmd/versitygw',
  version: 'v1.8.0',
  officialDownload: 'https://github.com/versity/versitygw/releases',
  buildTime: 'about 3 minutes',
};

export function findVersitygw(env?: NodeJS.ProcessEnv, goFallbacks?: string[]): Promise<string> {
  return findGoTool(VERSITYGW, env, goFallbacks);
}

export interface S3ServerOptions {
  bin: string;
  port: number;
  /** Where the buckets live (one directory each). */
  dataDir: string;
  accessKeyId: string;
  secretAccessKey: string;
  logFile: string;
}

export interface S3Server {
  /** `http://127.0.0.1:PORT`, for path-style requests. */
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts versitygw on 127.0.0.1 and resolves once it answers HTTP. */
export async function startS3Server(options: S3ServerOptions): Promise<S3Server> {
  await mkdir(options.dataDir, { recursive: true });
  await mkdir(path.dirname(options.logFile), { recursive: true });
  const log = openSync(options.logFile, 'a');
  const child = spawn(
    options.bin,
    ['--port', `127.0.0.1:${options.port}`, 'posix', options.dataDir],
    {
      stdio: ['ignore', log, log],
      // The root account's keys, by environment rather than argv, so `ps` does not show them.
      env: {
        ...process.env,
        ROOT_ACCESS_KEY: options.accessKeyId,
        ROOT_SECRET_KEY: options.secretAccessKey,
      },
    },
  );
  closeSync(log);
  const endpoint = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => {
      const tail = readFileSync(options.logFile, 'utf8').slice(-3000);
      reject(new Error(`versitygw exited (${signal ?? `code ${code}`}) on ${endpoint}:\n${tail}`));
    });
  });
  exited.catch(() => {});
  await Promise.race([waitUntilAnswering(endpoint), exited]);
  return { endpoint, stop: () => stopChild(child) };
}

/** Any HTTP answer (an unsigned request gets 403) means the gateway is listening. */
async function waitUntilAnswering(endpoint: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`versitygw at ${endpoint} did not answer: ${String(lastError)}`);
}
