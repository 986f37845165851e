/**
 * Benchmark `throughput`: trivial executions (photo -> content: the image input's check and the
 * execution's records, no image work) finished per second with 50 kept in flight, on the app's
 * worker process and the Temporal dev server as `npm start` runs them, and each run's latency at
 * that load. Goal (issue 16): at least 50 a second.
 */
import { Client, Connection } from '@temporalio/client';
import { LocalDiskFileStore } from '@studio/api/domain/storage/local-disk-file-store';
import { productPhoto } from '../src/testing/test-images';
import { type BenchFigure, percentiles } from './bench-report';
import { startBenchStack } from './bench-stack';
import { throughput, timeRuns, TRIVIAL } from './temporal-runs';

const RUNS = 300;
const IN_FLIGHT = 50;
const GOAL_PER_SECOND = 50;

export async function run(): Promise<BenchFigure[]> {
  const stack = await startBenchStack();
  const connection = await Connection.connect({ address: stack.temporalAddress });
  try {
    const target = {
      client: new Client({ connection }),
      taskQueue: stack.taskQueue,
      db: stack.db,
      store: new LocalDiskFileStore(stack.filesDir),
      userId: (await stack.signedInCreator(1_000_000)).userId,
      photo: await productPhoto({ width: 800, height: 600 }),
    };
    const alone = percentiles(await timeRuns(target, TRIVIAL, 20));
    const { perSecond, latencies } = await throughput(target, TRIVIAL, RUNS, IN_FLIGHT);
    const loaded = percentiles(latencies);
    console.log(`trivial run alone: median ${alone.median.toFixed(1)} ms`);
    console.log(
      `${RUNS} trivial runs, ${IN_FLIGHT} in flight: ${perSecond.toFixed(1)}/s, ` +
        `latency median ${loaded.median.toFixed(0)} ms, p95 ${loaded.p95.toFixed(0)} ms`,
    );
    return [
      {
        benchmark: 'throughput',
        measure: `trivial executions per second, ${IN_FLIGHT} in flight (latency median ${loaded.median.toFixed(0)} ms, p95 ${loaded.p95.toFixed(0)} ms)`,
        value: `${perSecond.toFixed(1)}/s`,
        baseline: `one run alone, ${alone.median.toFixed(0)} ms`,
        goal: `≥ ${GOAL_PER_SECOND}/s`,
        met: perSecond >= GOAL_PER_SECOND,
      },
    ];
  } finally {
    await connection.close();
    await stack.stop();
  }
}
