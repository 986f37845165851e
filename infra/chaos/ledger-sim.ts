/**
 * Chaos scenario `ledger-sim`: a deterministic simulation of the credit ledger under crashes, in
 * the spirit of TigerBeetle's VOPR. Each schedule, from its seed, interleaves creators' runs (begin
 * and reserve → succeed and charge, fail or be cancelled and give back, as runGraph's records do)
 * with subscription grants, and gives every step a fate: it commits; the process dies before its
 * transaction commits (rolled back, then retried as Temporal retries the activity); it dies after
 * the commit but before the caller hears (retried all the same: the step must be idempotent); or
 * the process dies and the run's workflow is lost with it (Temporal terminates it). Recovery is
 * the product's own: retries, then the reconciler for the lost runs (Temporal says TERMINATED),
 * then the reservation sweep. After each schedule, against the real ledger code and Postgres:
 * every balance is the sum of its entries and what the creator was granted minus what their
 * succeeded runs cost; no run is left unfinished or holding credits; each run was reserved at most
 * once and settled at most once, charged exactly its cost if it succeeded and nothing otherwise.
 *
 * Prints its seed; `LEDGER_SIM_SEED=<n>` replays one schedule exactly. `short` (npm test) runs a
 * few hundred crash points, `full` (`npm run chaos -- ledger-sim`) at least 10,000.
 */
import { randomBytes } from 'node:crypto';
import { prepareDatabase } from '@studio/api/db/migrate';
import { getBalance, grantCredits } from '@studio/api/domain/credits/ledger';
import { sweepReservations } from '@studio/api/domain/credits/reservation-sweeper';
import { type Database } from '@studio/api/domain/database';
import {
  beginExecution,
  completeExecution,
  failExecution,
} from '@studio/api/domain/executions/execution-lifecycle';
import { reconcileExecution } from '@studio/api/domain/executions/reconcile-execution';
import { registerUser } from '@studio/api/domain/users/user-accounts';
import { mulberry32 } from '@studio/orchestrator/providers/local/scenes/noise';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { openBenchDatabase } from '../bench/bench-database';
import { type ChaosReport, type ChaosSize } from './chaos-report';
import { unbalancedUsers } from './ledger-checks';

const SIZES: Record<ChaosSize, { crashPoints: number }> = {
  short: { crashPoints: 300 },
  full: { crashPoints: 10_000 },
};
const CREATORS = 3;
const RUNS = 24;
const GRANTS = 6;

type Fate = 'commits' | 'dies before commit' | 'dies after commit' | 'workflow lost';

class Crash extends Error {}

interface Run {
  id: string;
  userId: string;
  cost: number;
  /** What the workflow will do after begin. */
  ending: 'succeed' | 'fail' | 'cancel';
  stage: 'begin' | 'end' | 'done' | 'lost';
}

interface Tally {
  crashPoints: Record<Exclude<Fate, 'commits'>, number>;
  steps: number;
  runs: Record<'succeeded' | 'failed' | 'cancelled' | 'lost', number>;
}

/**
 * Runs `step` with `fate`: as it is, inside a transaction that is rolled back at its end (the
 * process died before the commit: answers undefined), or as it is and then again (it died after).
 */
async function withFate<T>(
  db: Database,
  fate: Fate,
  step: (db: Database) => Promise<T>,
): Promise<T | undefined> {
  if (fate === 'dies before commit' || fate === 'workflow lost') {
    await db
      .transaction(async (trx) => {
        await step(trx);
        throw new Crash();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Crash)) throw error;
      });
    return undefined;
  }
  const answer = await step(db);
  return fate === 'dies after commit' ? step(db) : answer;
}

/** The promises a schedule checks; a breakage names one. */
type PromiseName = 'balances' | 'finished' | 'once';
interface Breakage {
  promise: PromiseName;
  text: string;
}

/** One schedule from `seed`; answers what broke (empty when every promise held). */
async function schedule(db: Database, seed: number, tally: Tally): Promise<Breakage[]> {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const fate = (): Fate => {
    const r = random();
    return r < 0.6
      ? 'commits'
      : r < 0.75
        ? 'dies before commit'
        : r < 0.9
          ? 'dies after commit'
          : 'workflow lost';
  };
  const snapId = (await db('snaps').first('id')).id as string;
  const fileKey = `${seed.toString(16).padStart(8, '0').repeat(8)}.png`;
  await db('files')
    .insert({ key: fileKey, content_type: 'image/png', byte_size: 1 })
    .onConflict('key')
    .ignore();
  const granted = new Map<string, number>();
  const users: string[] = [];
  for (let k = 0; k < CREATORS; k++) {
    const user = await registerUser(db, {
      email: `sim-${seed}-${k}-${randomBytes(3).toString('hex')}@example.com`,
      password: 'secret-password',
      firstName: 'Sim',
      lastName: `${k}`,
    });
    users.push(user.id);
    const amount = 5 + Math.floor(random() * 20);
    await grantCredits(db, { userId: user.id, amount, idempotencyKey: `sim:${user.id}:start` });
    granted.set(user.id, amount);
  }
  const runs: Run[] = [];
  for (let k = 0; k < RUNS; k++) {
    const userId = pick(users);
    const cost = 1 + Math.floor(random() * 6);
    const [{ id }] = await db('executions')
      .insert({ snap_id: snapId, user_id: userId, status: 'queued', input_file_key: fileKey, cost })
      .returning('id');
    runs.push({
      id,
      userId,
      cost,
      ending: pick(['succeed', 'fail', 'cancel'] as const),
      stage: 'begin',
    });
  }
  const grants = Array.from({ length: GRANTS }, (_, k) => ({
    userId: pick(users),
    amount: 1 + Math.floor(random() * 10),
    key: `sim:${seed}:grant:${k}`,
    done: false,
  }));

  // A scheduler advances one thing at a time, chosen at random: a run's next step, or a grant.
  for (;;) {
    const pending = [
      ...runs.filter((r) => r.stage === 'begin' || r.stage === 'end'),
      ...grants.filter((g) => !g.done),
    ];
    if (pending.length === 0) break;
    const next = pick(pending);
    const f = fate();
    tally.steps++;
    if (f !== 'commits') tally.crashPoints[f]++;
    if ('key' in next) {
      // A grant (a subscription's allowance) is retried until it lands, as Stripe redelivers.
      await withFate(db, f === 'workflow lost' ? 'dies before commit' : f, (d) =>
        grantCredits(d, { userId: next.userId, amount: next.amount, idempotencyKey: next.key }),
      );
      if (f === 'commits' || f === 'dies after commit') {
        next.done = true;
        granted.set(next.userId, granted.get(next.userId)! + next.amount);
      }
      continue;
    }
    const run = next;
    if (f === 'workflow lost') {
      await withFate(db, f, (d) => stepOf(d, run));
      run.stage = 'lost';
      continue;
    }
    const outcome = await withFate(db, f, (d) => stepOf(d, run));
    if (outcome === undefined) continue; // Temporal retries the activity: the same step.
    if (run.stage === 'begin') {
      run.stage = 'end';
      // Short of credits, the workflow records the failure at once (runGraph's catch).
      if (outcome === 'refused') run.ending = 'fail';
    } else {
      run.stage = 'done';
    }
  }

  // Recovery as the product recovers: the reconciler for the runs whose workflow Temporal
  // terminated, then the reservation sweep for anything still held.
  const closed = new Date();
  for (const run of runs.filter((r) => r.stage === 'lost')) {
    await reconcileExecution(db, run.id, {
      state: 'closed',
      status: 'TERMINATED',
      startedAt: closed,
      closedAt: closed,
    });
  }
  await sweepReservations(db, 24 * 60 * 60 * 1000);
  return check(db, seed, runs, granted, tally);
}

/** One step of a run's workflow: begin (reserve) or its ending (charge or give back). */
async function stepOf(db: Database, run: Run): Promise<'began' | 'refused' | 'ended'> {
  if (run.stage === 'begin') {
    try {
      await beginExecution(db, { executionId: run.id, userId: run.userId, cost: run.cost });
      return 'began';
    } catch (error) {
      if ((error as { code?: string }).code === 'insufficient_tokens') return 'refused';
      throw error;
    }
  }
  if (run.ending === 'succeed') {
    await completeExecution(db, { executionId: run.id, outputs: [] });
  } else {
    const cancelled = run.ending === 'cancel';
    await failExecution(
      db,
      run.id,
      cancelled
        ? { type: FailureType.Cancelled, message: 'The run was cancelled.' }
        : { type: FailureType.ProviderError, message: 'The model is down.' },
      cancelled,
    );
  }
  return 'ended';
}

async function check(
  db: Database,
  seed: number,
  runs: Run[],
  granted: Map<string, number>,
  tally: Tally,
): Promise<Breakage[]> {
  const broken: Breakage[] = [];
  const breaks = (promise: PromiseName, text: string) =>
    broken.push({ promise, text: `seed ${seed}: ${text}` });
  const ids = runs.map((r) => r.id);
  const rows = await db('executions').whereIn('id', ids).select('id', 'status');
  const status = new Map(rows.map((r) => [r.id as string, r.status as string]));
  const entries = await db('credit_entries')
    .whereIn('execution_id', ids)
    .select('execution_id', 'kind', 'amount');
  const held = await db('credit_reservations')
    .whereIn('execution_id', ids)
    .where({ status: 'held' })
    .pluck('execution_id');
  if (held.length > 0) breaks('finished', `${held.length} runs still hold credits`);
  const spent = new Map<string, number>();
  for (const run of runs) {
    const s = status.get(run.id)!;
    if (run.stage === 'lost') tally.runs.lost++;
    else if (s === 'succeeded' || s === 'failed' || s === 'cancelled') tally.runs[s]++;
    if (!['succeeded', 'failed', 'cancelled'].includes(s)) breaks('finished', `run ${run.id} ${s}`);
    const own = entries.filter((e) => e.execution_id === run.id);
    const count = (kind: string) => own.filter((e) => e.kind === kind).length;
    if (count('reserve') > 1 || count('commit') + count('release') > 1) {
      breaks('once', `run ${run.id} reserved or settled twice`);
    }
    const net = own.reduce((sum, e) => sum + Number(e.amount), 0);
    const expected = s === 'succeeded' ? -run.cost : 0;
    if (net !== expected) breaks('once', `run ${run.id} (${s}, cost ${run.cost}) nets ${net}`);
    if (s === 'succeeded') spent.set(run.userId, (spent.get(run.userId) ?? 0) + run.cost);
  }
  const users = [...granted.keys()];
  for (const userId of await unbalancedUsers(db, users)) {
    breaks('balances', `${userId}'s balance is not the sum of its entries`);
  }
  for (const userId of users) {
    const expected = granted.get(userId)! - (spent.get(userId) ?? 0);
    const balance = await getBalance(db, userId);
    if (balance !== expected) {
      breaks('balances', `${userId} has ${balance}, granted minus spent is ${expected}`);
    }
  }
  return broken;
}

export async function run(size: ChaosSize): Promise<ChaosReport> {
  const { db, close } = await openBenchDatabase();
  const replay = process.env.LEDGER_SIM_SEED;
  const firstSeed = replay ? Number(replay) : randomBytes(4).readUInt32BE();
  console.log(`ledger-sim: seed ${firstSeed}${replay ? ' (replayed)' : ''}`);
  const tally: Tally = {
    crashPoints: { 'dies before commit': 0, 'dies after commit': 0, 'workflow lost': 0 },
    steps: 0,
    runs: { succeeded: 0, failed: 0, cancelled: 0, lost: 0 },
  };
  const crashes = () => Object.values(tally.crashPoints).reduce((a, b) => a + b, 0);
  const broken: Breakage[] = [];
  const started = performance.now();
  let schedules = 0;
  try {
    await prepareDatabase(db);
    for (let seed = firstSeed; ; seed = (seed + 1) >>> 0) {
      broken.push(...(await schedule(db, seed, tally)));
      schedules++;
      if (replay || broken.length > 0 || crashes() >= SIZES[size].crashPoints) break;
    }
  } finally {
    await close();
  }
  const seconds = (performance.now() - started) / 1000;
  const c = tally.crashPoints;
  const r = tally.runs;
  const figures =
    `${schedules} schedules from seed ${firstSeed}, ${tally.steps} steps, ${crashes()} crash points ` +
    `(${c['dies before commit']} before a commit, ${c['dies after commit']} after one, ` +
    `${c['workflow lost']} workflows lost); runs ${r.succeeded} succeeded, ${r.failed} failed, ` +
    `${r.cancelled} cancelled, ${r.lost} lost and reconciled; ${seconds.toFixed(1)} s ` +
    `(${Math.round((crashes() / seconds) * 60)} crash points a minute)`;
  const held = (promise: PromiseName) => {
    const mine = broken.filter((b) => b.promise === promise).map((b) => b.text);
    const replayHint = `; replay: LEDGER_SIM_SEED=${mine[0]?.match(/^seed (\d+)/)?.[1]}`;
    return mine.length === 0
      ? { held: true }
      : { held: false, detail: `${mine.slice(0, 3).join('; ')}${replayHint}` };
  };
  return {
    scenario: 'ledger-sim',
    figures,
    promises: [
      {
        promise: 'every balance is the sum of its entries: granted minus what succeeded cost',
        ...held('balances'),
      },
      { promise: 'no run is left unfinished or holding credits', ...held('finished') },
      {
        promise:
          'each run reserved and settled at most once, charged its cost only if it succeeded',
        ...held('once'),
      },
    ],
  };
}
