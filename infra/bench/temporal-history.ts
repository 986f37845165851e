/**
 * Benchmark: what keeping Temporal's history on disk costs a snap, and what the SQLite settings
 * `npm start` uses (FAST_DURABLE_PRAGMAS: write-ahead log, synced at checkpoints) win back. In one
 * run, on this machine, three dev servers one after another: history in memory (the tests'
 * server, the baseline), in a file with SQLite's defaults (a full sync at every commit), and in a
 * file with FAST_DURABLE_PRAGMAS. For each: the median of one-node snaps (photo -> packshot ->
 * content) and of trivial graphs (photo -> content), and trivial graphs per second 50 at a time,
 * each as a ratio to the in-memory server. Run: npm run bench -- temporal-history.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { prepareDatabase } from '@studio/api/db/migrate';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { createLocalProviders } from '@studio/orchestrator/providers/local/local-providers';
import { bundleWorkflows } from '@studio/orchestrator/bundle-workflows';
import { freePort } from '../src/free-port';
import { openBenchDatabase } from './bench-database';
import { type BenchFigure, median } from './bench-report';
import { findTemporalCli } from '../src/provision/temporal-cli';
import {
  FAST_DURABLE_PRAGMAS,
  startTemporalDevServer,
  type TemporalDevServerOptions,
} from '../src/provision/temporal-server';
import { creatorWithCredits } from '../src/testing/graph-runs';
import { productPhoto } from '../src/testing/test-images';
import { startTestWorker } from '../src/testing/test-worker';
import { ONE_PACKSHOT, throughput, timeRuns, TRIVIAL } from './temporal-runs';

const RUNS = 30;
const THROUGHPUT_RUNS = 100;
const CONCURRENCY = 50;

type History = { name: string; server: Pick<TemporalDevServerOptions, 'dbFile' | 'sqlitePragmas'> };

export async function run(): Promise<BenchFigure[]> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-'));
  const { db, close } = await openBenchDatabase();
  process.env.TEST_WORKFLOW_BUNDLE = path.join(work, 'bundle.js');
  const histories: History[] = [
    { name: 'in memory', server: {} },
    { name: 'file, SQLite defaults', server: { dbFile: path.join(work, 'default.db') } },
    {
      name: 'file, WAL + synchronous=NORMAL',
      server: { dbFile: path.join(work, 'wal.db'), sqlitePragmas: FAST_DURABLE_PRAGMAS },
    },
  ];
  try {
    await prepareDatabase(db);
    await bundleWorkflows(process.env.TEST_WORKFLOW_BUNDLE);
    const store = new LocalDiskFileStore(path.join(work, 'files'));
    const providers = createLocalProviders({ backgroundRemoval: 'classic' });
    const userId = await creatorWithCredits(db, 1_000_000);
    const photo = await productPhoto({ width: 800, height: 600 });
    const results = [];
    for (const history of histories) {
      const temporal = await startTemporalDevServer({
        cli: await findTemporalCli(),
        port: await freePort(),
        logFile: path.join(work, `${history.name}.log`),
        ...history.server,
      });
      process.env.TEMPORAL_ADDRESS = temporal.address;
      const worker = await startTestWorker({ db, store, imageSize: 512, providers });
      const connection = await Connection.connect({ address: temporal.address });
      try {
        const target = {
          client: new Client({ connection }),
          taskQueue: worker.taskQueue,
          db,
          store,
          userId,
          photo,
        };
        await timeRuns(target, ONE_PACKSHOT, 3); // warm: bundle load, sharp, connections
        results.push({
          name: history.name,
          snap: median(await timeRuns(target, ONE_PACKSHOT, RUNS)),
          trivial: median(await timeRuns(target, TRIVIAL, RUNS)),
          perSecond: (await throughput(target, TRIVIAL, THROUGHPUT_RUNS, CONCURRENCY)).perSecond,
        });
      } finally {
        await connection.close();
        await worker.stop();
        await temporal.stop();
      }
    }
    const [memory] = results;
    for (const r of results) {
      console.log(
        `${r.name.padEnd(32)} one-node snap ${r.snap.toFixed(1)} ms (${(r.snap / memory!.snap).toFixed(2)}x), ` +
          `trivial ${r.trivial.toFixed(1)} ms (${(r.trivial / memory!.trivial).toFixed(2)}x), ` +
          `${r.perSecond.toFixed(1)} executions/s (${(r.perSecond / memory!.perSecond).toFixed(2)}x)`,
      );
    }
    const kept = results.at(-1)!;
    return [
      {
        benchmark: 'temporal-history',
        measure: `one-node snap, history in a file (WAL, synchronous=NORMAL)`,
        value: `${kept.snap.toFixed(0)} ms`,
        baseline: `history in memory, ${memory!.snap.toFixed(0)} ms`,
        ratio: kept.snap / memory!.snap,
      },
      {
        benchmark: 'temporal-history',
        measure: `trivial runs per second, ${CONCURRENCY} in flight, history in that file`,
        value: `${kept.perSecond.toFixed(1)}/s`,
        baseline: `history in memory, ${memory!.perSecond.toFixed(1)}/s`,
        ratio: kept.perSecond / memory!.perSecond,
      },
    ];
  } finally {
    await close();
    await rm(work, { recursive: true, force: true });
  }
}
