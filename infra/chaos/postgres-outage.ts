/**
 * Chaos scenario `postgres-outage`: the app on a PostgreSQL of the scenario's own, under snaps of
 * two workflows (a packshot, a scene) and a steady stream of signed-in reads (the products page,
 * the session), while that Postgres is stopped (a fast shutdown, ending every session) for a
 * while and started again. What the product promises: while the database is gone the API says so
 * at once (503 `database_unavailable`, never a hang, never a 500); it serves again within seconds
 * of the database's return, with no restart; the runs in flight finish (their activities retry),
 * succeeded or failed and refunded — and in fact none fails, since the worker's database steps
 * wait out an outage this short; no credit is lost.
 */
import { startBenchStack } from '../bench/bench-stack';
import { freePort } from '../src/free-port';
import { startScratchPostgres } from '../src/provision/scratch-postgres';
import { startApiReads, type ReadAnswer } from './api-reads';
import { type ChaosReport, type ChaosSize } from './chaos-report';
import { runOutcomes, runsInFlight } from './run-outcomes';
import { runSnapLoad, snapLoadCast } from './snap-load';

const SIZES: Record<ChaosSize, { runs: number; outageMs: number }> = {
  short: { runs: 12, outageMs: 4_000 },
  full: { runs: 40, outageMs: 10_000 },
};
const CREATORS = 4;
/** A run offered every so often: about what the stack finishes, so several are always in flight. */
const EVERY_MS = 400;
const READS = ['/api/products', '/api/auth/user'];
/** The longest an answer may take while the database is away: a hang is not an answer. */
const MAX_OUTAGE_ANSWER_MS = 5_000;
/** How soon after the database accepts connections again the API must serve a page. */
const MAX_RECOVERY_MS = 5_000;

export async function run(size: ChaosSize = 'full'): Promise<ChaosReport> {
  const { runs, outageMs } = SIZES[size];
  const postgres = await startScratchPostgres(await freePort());
  try {
    const stack = await startBenchStack({
      databaseUrl: await postgres.createDatabase('studio_chaos'),
    });
    try {
      const cast = await snapLoadCast(stack, CREATORS);

      // The outage, once a third of the runs have started (so several are in flight).
      const outage = { stopping: 0, down: 0, starting: 0, up: 0, inFlight: 0 };
      let faults = Promise.resolve();
      const onStarted = (count: number) => {
        if (count !== Math.ceil(runs / 3)) return;
        faults = (async () => {
          outage.inFlight = await runsInFlight(stack.db, cast.userIds);
          outage.stopping = performance.now();
          await postgres.stop();
          outage.down = performance.now();
          await new Promise((resolve) => setTimeout(resolve, outageMs));
          outage.starting = performance.now();
          await postgres.start();
          outage.up = performance.now();
        })();
      };

      const reads = startApiReads(
        stack.apiUrl,
        cast.creators.map((c) => c.cookie),
        READS,
      );
      const started = performance.now();
      const load = await runSnapLoad({
        ...cast,
        runs,
        everyMs: EVERY_MS,
        onStarted,
        faultOver: () => faults,
      }).finally(() => faults);
      const answers = await reads.stop();
      const seconds = (performance.now() - started) / 1000;
      const outcomes = await runOutcomes(stack.db, stack.temporalAddress, cast.userIds);
      const verdict = judgeAnswers(answers, outage);
      const serverErrors = [
        ...answers
          .filter((a) => a.status >= 500 && a.status !== 503)
          .map((a) => `GET ${a.path} ${a.status} ${a.code ?? ''}`),
        ...load.refused.filter((r) => / answered 5(?!03)\d\d/.test(r)),
      ];
      // What the API logged for them: the stack's logs go when it stops.
      const logged = serverErrors.length
        ? (await stack.apiFaults()).filter((f) => !f.startsWith('database_unavailable'))
        : [];

      return {
        scenario: 'postgres-outage',
        figures: `${runs} snaps (packshot and scene) from ${CREATORS} creators and ${answers.length} reads; Postgres stopped with ${outage.inFlight} runs in flight in ${ms(outage.down - outage.stopping)}, down ${ms(outage.starting - outage.down)}, started in ${ms(outage.up - outage.starting)}; during the outage ${verdict.during.length} reads answered (${verdict.unavailable} with 503 database_unavailable) in at most ${ms(verdict.slowest)}; first page ${verdict.recovery === undefined ? 'never' : ms(verdict.recovery)} after Postgres was back; ${load.refused.length} snap starts refused and offered again; ${outcomes.succeeded} succeeded, ${outcomes.failed} failed${outcomes.failed ? ` (${outcomes.failures})` : ''}; ${seconds.toFixed(1)} s`,
        promises: [
          {
            promise: `while the database is down the API answers 503 database_unavailable within ${ms(MAX_OUTAGE_ANSWER_MS)}`,
            held:
              verdict.during.length > 0 &&
              verdict.unavailable === verdict.during.length &&
              verdict.slowest <= MAX_OUTAGE_ANSWER_MS,
            detail: `${verdict.during.length - verdict.unavailable} other answers, slowest ${ms(verdict.slowest)}`,
          },
          {
            promise: 'no 500 at any time',
            held: serverErrors.length === 0,
            detail: [`${serverErrors.length}`, ...serverErrors, ...logged].slice(0, 7).join('; '),
          },
          {
            promise: `it serves again within ${ms(MAX_RECOVERY_MS)} of the database's return`,
            held: verdict.recovery !== undefined && verdict.recovery <= MAX_RECOVERY_MS,
            detail: verdict.recovery === undefined ? 'never' : ms(verdict.recovery),
          },
          ...outcomes.promises,
          {
            // Stricter than "failed and refunded": a restart's worth of outage is the database's
            // fault, not the run's, and the worker's steps wait it out (orchestrator's
            // database-outages.ts).
            promise: `an outage of ${ms(outageMs)} fails no run`,
            held: outcomes.failed === 0,
            detail: outcomes.failures,
          },
        ],
      };
    } finally {
      await stack.stop();
    }
  } finally {
    await postgres.destroy();
  }
}

/**
 * The reads asked while the database was down (until its start began): how many were answered
 * 503 database_unavailable before it was back, and the slowest of them however it ended (a read
 * that hung until the database came back counts its whole wait); and how long after the database
 * was back the first read was answered 200.
 */
function judgeAnswers(
  answers: ReadAnswer[],
  outage: { down: number; starting: number; up: number },
) {
  const during = answers.filter((a) => a.asked >= outage.down && a.asked < outage.starting);
  const unavailable = during.filter(
    (a) => a.status === 503 && a.code === 'database_unavailable',
  ).length;
  const slowest = Math.max(0, ...during.map((a) => a.answered - a.asked));
  const firstPage = answers
    .filter((a) => a.status === 200 && a.answered >= outage.up)
    .sort((a, b) => a.answered - b.answered)[0];
  return {
    during,
    unavailable,
    slowest,
    recovery: firstPage && firstPage.answered - outage.up,
  };
}

const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
