/**
 * Benchmark `snap-latency`: what the app costs a creator's snap on top of its image work. The
 * median and p95 of a one-node snap (photo -> packshot -> content) end to end through the API —
 * `POST /api/snaps/execute` to the terminal event of its event stream, as the browser sees it —
 * against the same image operations called directly (cut-out, then packshot; the baseline), in
 * one run on this machine. Then where the difference went, by Temporal's record of each run.
 * Goal (issue 16): the overhead (median minus the baseline's) at most 100 ms.
 */
import { Client, Connection } from '@temporalio/client';
import { executionWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { makePackshot } from '@studio/orchestrator/images/packshot';
import { createLocalProviders } from '@studio/orchestrator/providers/local/local-providers';
import { publishTestSnap } from '../src/testing/graph-runs';
import { productPhoto, toDataUrl } from '../src/testing/test-images';
import { type BenchFigure, median, percentiles } from './bench-report';
import { BENCH_PACKSHOT_SIZE, startBenchStack } from './bench-stack';
import { historyTimeline, runPhases, type RunPhases } from './history-timeline';
import { runSnapThroughApi } from './snap-runs';
import { ONE_PACKSHOT } from './temporal-runs';

const RUNS = 30;
const GOAL_MS = 100;

export async function run(): Promise<BenchFigure[]> {
  const stack = await startBenchStack();
  const connection = await Connection.connect({ address: stack.temporalAddress });
  try {
    const client = new Client({ connection });
    const creator = await stack.signedInCreator(1_000_000);
    const runner = { apiUrl: stack.apiUrl, cookie: creator.cookie };
    const { snap } = await publishTestSnap(stack.db, ONE_PACKSHOT);
    const photo = await productPhoto({ width: 800, height: 600 });
    const image = toDataUrl(photo);

    const { backgroundRemover } = createLocalProviders({ backgroundRemoval: 'classic' });
    const signal = new AbortController().signal;
    const direct = async () =>
      makePackshot((await backgroundRemover.removeBackground(photo, { signal })).image, {
        size: BENCH_PACKSHOT_SIZE,
        background: 'white',
      });

    // Warm both paths (workflow bundle, sharp, connections) before measuring.
    await direct();
    await runSnapThroughApi(runner, snap.id, image);

    // Turn about, so both see the same moments of a busy machine.
    const directTimes: number[] = [];
    const runs: { ms: number; executionId: string }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await direct();
      directTimes.push(performance.now() - started);
      runs.push(await runSnapThroughApi(runner, snap.id, image));
    }
    const phases = await Promise.all(
      runs.map((r) => runPhases(client, executionWorkflowId(r.executionId))),
    );

    const base = percentiles(directTimes);
    const api = percentiles(runs.map((r) => r.ms));
    const overhead = api.median - base.median;
    console.log(`cut-out + packshot ${BENCH_PACKSHOT_SIZE}px, called directly:`);
    console.log(`  median ${base.median.toFixed(1)} ms, p95 ${base.p95.toFixed(1)} ms`);
    console.log(`one-node snap through the API (POST to terminal event), ${RUNS} runs:`);
    console.log(`  median ${api.median.toFixed(1)} ms, p95 ${api.p95.toFixed(1)} ms`);
    console.log(
      `  overhead ${overhead.toFixed(1)} ms, ratio ${(api.median / base.median).toFixed(2)}x`,
    );
    printProfile(
      phases,
      runs.map((r) => r.ms),
    );
    const typical = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)]!;
    console.log(`the median run (${typical.ms.toFixed(0)} ms), event by event:`);
    const events = await historyTimeline(client, executionWorkflowId(typical.executionId));
    for (const line of events) console.log(`  ${line}`);

    return [
      {
        benchmark: 'snap-latency',
        measure: `one-node snap through the API, median of ${RUNS} (p95 ${api.p95.toFixed(0)} ms)`,
        value: `${api.median.toFixed(0)} ms`,
        baseline: `the image work called directly, ${base.median.toFixed(0)} ms`,
        ratio: api.median / base.median,
        goal: `overhead ≤ ${GOAL_MS} ms (measured ${overhead.toFixed(0)} ms)`,
        met: overhead <= GOAL_MS,
      },
    ];
  } finally {
    await connection.close();
    await stack.stop();
  }
}

/** The median of each phase over the runs: what the time beyond the image work went to. */
function printProfile(phases: RunPhases[], totals: number[]): void {
  const names = [...new Set(phases.flatMap((p) => Object.keys(p.activityWork)))];
  const rows: [string, number][] = [
    ['workflow tasks waiting for the worker', median(phases.map((p) => p.workflowTaskDispatch))],
    ['workflow tasks (local activities included)', median(phases.map((p) => p.workflowTaskWork))],
    ['activity tasks waiting for a worker', median(phases.map((p) => p.activityDispatch))],
    ...names.map((name): [string, number] => [
      `activity ${name} (all its runs)`,
      median(phases.map((p) => p.activityWork[name] ?? 0)),
    ]),
    ['workflow, first event to last', median(phases.map((p) => p.span))],
    [
      'API before the start and after the end',
      median(totals.map((total, i) => total - phases[i]!.span)),
    ],
  ];
  console.log('where the time went (median per run):');
  for (const [what, ms] of rows) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${what}`);
}
