/**
 * Benchmark `api`: an authenticated `GET /api/content?page=1&limit=12` (a creator with 24 content
 * items) at 50 connections with autocannon, against a bare Koa app in its own process on the same
 * machine (the baseline), in one run. Also how much the database wrote meanwhile (its write-ahead
 * log): a read should write nothing. Goal (issue 16): at least 0.15 of bare Koa's requests per
 * second, p99 at most 25 ms.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Database } from '@studio/api/domain/database';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { freePort } from '../src/free-port';
import { stopChild } from '../src/provision/stop-child';
import { seedContent } from '../src/testing/content-fixtures';
import { type BenchFigure } from './bench-report';
import { startBenchStack } from './bench-stack';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARM_SECONDS = 3;
const GOAL = { ratio: 0.15, p99Ms: 25 };

/** Requests per second and p99 latency of `url` at CONNECTIONS connections, after a warm-up. */
async function load(url: string, headers: Record<string, string> = {}) {
  const options = { url, headers, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARM_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} of ${result.requests.total} failed`);
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

async function startBareKoa(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'bare-koa-server.ts')],
    { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await once(child.stdout!, 'data');
  return { url: `http://127.0.0.1:${port}/`, stop: () => stopChild(child) };
}

export async function run(): Promise<BenchFigure[]> {
  const stack = await startBenchStack();
  const bare = await startBareKoa();
  try {
    const creator = await stack.signedInCreator(0);
    const store = new LocalDiskFileStore(stack.filesDir);
    await seedContent(stack.db, store, creator.userId, { count: 24 });

    const baseline = await load(bare.url);
    const walBefore = await walPosition(stack);
    const content = await load(`${stack.apiUrl}/api/content?page=1&limit=12`, {
      cookie: creator.cookie,
    });
    const walBytes = (await walPosition(stack)) - walBefore;

    const ratio = content.perSecond / baseline.perSecond;
    console.log(
      `bare Koa:          ${baseline.perSecond.toFixed(0)} req/s, p99 ${baseline.p99} ms`,
    );
    console.log(`GET /api/content:  ${content.perSecond.toFixed(0)} req/s, p99 ${content.p99} ms`);
    console.log(
      `ratio ${ratio.toFixed(3)}; database write-ahead log during the run: ${walBytes} bytes`,
    );
    return [
      {
        benchmark: 'api',
        measure: `authenticated GET /api/content, ${CONNECTIONS} connections (p99 ${content.p99} ms; ${walBytes} bytes of database writes)`,
        value: `${content.perSecond.toFixed(0)} req/s`,
        baseline: `bare Koa, ${baseline.perSecond.toFixed(0)} req/s (p99 ${baseline.p99} ms)`,
        ratio,
        goal: `≥ ${GOAL.ratio} of bare Koa, p99 ≤ ${GOAL.p99Ms} ms`,
        met: ratio >= GOAL.ratio && content.p99 <= GOAL.p99Ms,
      },
    ];
  } finally {
    await bare.stop();
    await stack.stop();
  }
}

/** Where the database's write-ahead log is: every write moves it on. */
async function walPosition(stack: { db: Database }) {
  const { rows } = await stack.db.raw<{ rows: { bytes: string }[] }>(
    "select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as bytes",
  );
  return Number(rows[0]!.bytes);
}
