import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { type S3FileStoreSettings } from '@studio/api/domain/storage/s3-file-store';
import { freePort } from '../free-port';
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

export interface S3Bucket {
  /** What FILE_STORE=s3 takes, for this bucket. */
  settings: S3FileStoreSettings;
  /** The gateway's directory for the bucket: the objects as files, for checks from outside. */
  bucketDir: string;
  stop(): Promise<void>;
}

/**
 * versitygw on a free port with fresh root keys, its buckets under `dir`, and one new bucket
 * `name`: for the tests and `npm run cluster`.
 */
export async function startS3Bucket(options: { dir: string; name: string }): Promise<S3Bucket> {
  const accessKeyId = `studio${randomBytes(6).toString('hex')}`;
  const secretAccessKey = randomBytes(20).toString('hex');
  const server = await startS3Server({
    bin: await findVersitygw(),
    port: await freePort(),
    dataDir: path.join(options.dir, 'buckets'),
    accessKeyId,
    secretAccessKey,
    logFile: path.join(options.dir, 'versitygw.log'),
  });
  const settings: S3FileStoreSettings = {
    endpoint: server.endpoint,
    region: 'us-east-1',
    bucket: options.name,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return {
    settings,
    bucketDir: path.join(options.dir, 'buckets', options.name),
    stop: server.stop,
  };
}

/** FILE_STORE=s3's variables for `settings`, for a child process's environment. */
export function s3Environment(settings: S3FileStoreSettings): NodeJS.ProcessEnv {
  return {
    FILE_STORE: 's3',
    S3_ENDPOINT: settings.endpoint,
    S3_REGION: settings.region,
    S3_BUCKET: settings.bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
  };
}
