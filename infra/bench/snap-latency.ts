/**
 * Benchmark: what Temporal costs a snap. In one run, on this machine:
 *  1. the median end-to-end latency of a one-node snap (photo -> packshot -> content) through
 *     Temporal, from workflow start to result, against the same packshot made by calling the
 *     image operations directly (the baseline: cut-out, then packshot), and their ratio;
 *  2. executions per second for a trivial graph (photo -> content) started 50 at a time.
 * It provisions its own Temporal dev server and database, like the tests. Both paths cut out with
 * the classic remover: this measures orchestration, which a slower cut-out would only hide (the
 * local-ml cut-out has its own suite, cutout.ts). Run: npm run bench.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { prepareDatabase } from '@studio/api/db/migrate';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { makePackshot } from '@studio/orchestrator/images/packshot';
import { createLocalProviders } from '@studio/orchestrator/providers/local/local-providers';
import { bundleWorkflows } from '@studio/orchestrator/bundle-workflows';
import { freePort } from '../src/free-port';
import { openBenchDatabase, runSuite } from './bench-database';
import { findTemporalCli } from '../src/provision/temporal-cli';
import { startTemporalDevServer } from '../src/provision/temporal-server';
import { creatorWithCredits, prepareRun, startRun } from '../src/testing/graph-runs';
import { productPhoto } from '../src/testing/test-images';
import { median, ONE_PACKSHOT, throughput, timeRuns, TRIVIAL } from './temporal-runs';
import { startTestWorker } from '../src/testing/test-worker';

const LATENCY_RUNS = 30;
const THROUGHPUT_RUNS = 100;
const CONCURRENCY = 50;
const SIZE = 512;

async function run(): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-'));
  const { db, close } = await openBenchDatabase();
  const temporal = await startTemporalDevServer({
    cli: await findTemporalCli(),
    port: await freePort(),
    logFile: path.join(work, 'temporal.log'),
  });
  process.env.TEMPORAL_ADDRESS = temporal.address;
  process.env.TEST_WORKFLOW_BUNDLE = path.join(work, 'bundle.js');
  try {
    await prepareDatabase(db);
    await bundleWorkflows(process.env.TEST_WORKFLOW_BUNDLE);
    const store = new LocalDiskFileStore(path.join(work, 'files'));
    const providers = createLocalProviders({ backgroundRemoval: 'classic' });
    const worker = await startTestWorker({ db, store, imageSize: SIZE, providers });
    const signal = new AbortController().signal;
    // What the packshot node does: cut the photo out, then make the packshot.
    const packshot = async (photo: Buffer) =>
      makePackshot((await providers.backgroundRemover.removeBackground(photo, { signal })).image, {
        size: SIZE,
        background: 'white',
      });
    const connection = await Connection.connect({ address: temporal.address });
    const client = new Client({ connection });
    const userId = await creatorWithCredits(db, 1_000_000);
    const photo = await productPhoto({ width: 800, height: 600 });
    const target = { client, taskQueue: worker.taskQueue, db, store, userId, photo };

    // Warm both paths (bundle load, sharp, connections) before measuring.
    await packshot(photo);
    await (
      await startRun(
        client,
        worker.taskQueue,
        await prepareRun(db, store, { graph: ONE_PACKSHOT, userId, photo }),
      )
    ).result();

    const direct: number[] = [];
    for (let i = 0; i < LATENCY_RUNS; i++) {
      const started = performance.now();
      await packshot(photo);
      direct.push(performance.now() - started);
    }
    const viaTemporal = await timeRuns(target, ONE_PACKSHOT, LATENCY_RUNS);
    const perSecond = await throughput(target, TRIVIAL, THROUGHPUT_RUNS, CONCURRENCY);

    const d = median(direct);
    const t = median(viaTemporal);
    console.log(
      `cut-out + packshot ${SIZE}px, direct: median ${d.toFixed(1)} ms over ${LATENCY_RUNS} runs`,
    );
    console.log(
      `one-node snap through Temporal:  median ${t.toFixed(1)} ms over ${LATENCY_RUNS} runs`,
    );
    console.log(
      `ratio (Temporal / direct):       ${(t / d).toFixed(2)}x  (orchestration overhead ${(t - d).toFixed(1)} ms)`,
    );
    console.log(
      `trivial graph throughput:        ${perSecond.toFixed(1)} executions/s (${THROUGHPUT_RUNS} runs, ${CONCURRENCY} at a time)`,
    );

    await connection.close();
    await worker.stop();
  } finally {
    await temporal.stop();
    await close();
    await rm(work, { recursive: true, force: true });
  }
}

runSuite(run);
