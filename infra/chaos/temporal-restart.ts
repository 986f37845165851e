/**
 * Chaos scenario `temporal-restart`: snaps of two workflows (a packshot, a scene) from several
 * creators through the API while the Temporal dev server, keeping its history in a SQLite file as
 * `npm start` runs it, is killed (SIGKILL first, then a clean stop) and started again on the same
 * file and port, spread over the run. History is the runs' memory: every run must end succeeded,
 * or failed and refunded; each success is charged exactly once; nothing stays held; every balance
 * is the sum of its entries.
 */
import { startBenchStack } from '../bench/bench-stack';
import { type ChaosReport, type ChaosSize } from './chaos-report';
import { runOutcomes, runsInFlight } from './run-outcomes';
import { runSnapLoad, snapLoadCast } from './snap-load';

const SIZES: Record<ChaosSize, { runs: number; restarts: number }> = {
  short: { runs: 12, restarts: 1 },
  full: { runs: 60, restarts: 2 },
};
const CREATORS = 4;
/** A run offered every so often: a little faster than the stack finishes them, so several are in flight. */
const EVERY_MS = 200;
/** A crash first; then a clean stop, which lets the server finish its writes. */
const SIGNALS: NodeJS.Signals[] = ['SIGKILL', 'SIGTERM'];

export async function run(size: ChaosSize = 'full'): Promise<ChaosReport> {
  const { runs, restarts } = SIZES[size];
  const stack = await startBenchStack({ temporalHistory: true });
  try {
    const cast = await snapLoadCast(stack, CREATORS);

    // The restarts, one after another, each at its share of the runs started.
    const done: { signal: NodeJS.Signals; inFlight: number; stopMs: number; startMs: number }[] =
      [];
    let scheduled = 0;
    let faults = Promise.resolve();
    const restartAt = new Set(
      Array.from({ length: restarts }, (_, i) => Math.round(((i + 1) * runs) / (restarts + 1))),
    );
    const onStarted = (count: number) => {
      if (!restartAt.has(count)) return;
      const signal = SIGNALS[scheduled++ % SIGNALS.length]!;
      faults = faults.then(async () => {
        const inFlight = await runsInFlight(stack.db, cast.userIds);
        done.push({ signal, inFlight, ...(await stack.restartTemporal(signal)) });
      });
    };

    const started = performance.now();
    const load = await runSnapLoad({
      ...cast,
      runs,
      everyMs: EVERY_MS,
      onStarted,
      faultOver: () => faults,
    });
    await faults;
    const seconds = (performance.now() - started) / 1000;
    const outcomes = await runOutcomes(stack.db, stack.temporalAddress, cast.userIds);
    const restartFigures = done
      .map(
        (r) =>
          `${r.signal} with ${r.inFlight} runs in flight: gone in ${inSeconds(r.stopMs)}, healthy again ${inSeconds(r.startMs)} later`,
      )
      .join('; ');
    return {
      scenario: 'temporal-restart',
      figures: `${runs} snaps (packshot and scene) from ${CREATORS} creators, Temporal restarted ${done.length} time${done.length === 1 ? '' : 's'} on its history file (${restartFigures}); ${load.refused.length} starts refused meanwhile and offered again; ${outcomes.succeeded} succeeded, ${outcomes.failed} failed${outcomes.failed ? ` (${outcomes.failures})` : ''}; ${seconds.toFixed(1)} s`,
      promises: [
        {
          promise: `Temporal was restarted mid-run ${restarts === 1 ? 'once' : `${restarts} times`}`,
          held: done.length === restarts,
        },
        ...outcomes.promises,
      ],
    };
  } finally {
    await stack.stop();
  }
}

const inSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
