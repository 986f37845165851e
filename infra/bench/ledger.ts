/**
 * Benchmark `ledger`: credit reservations charged per second when 200 callers at once reserve
 * and commit on one creator's account (every pair takes that account's row lock twice, as snaps
 * run for one busy creator do), through the app's own ledger (`reserveCredits`, then
 * `settleReservation(..., 'commit')`) on a pool of 20 connections; then the drift: the account's
 * balance minus the sum of its entries, which must be 0. Baseline, in the same database and run:
 * the same 200 callers each incrementing one row with a bare `UPDATE` on the same pool.
 * Goal (issue 16): at least 2,000 pairs a second, drift 0.
 */
import { randomUUID } from 'node:crypto';
import { prepareDatabase } from '@studio/api/db/migrate';
import { createDatabase, type Database } from '@studio/api/domain/database';
import { grantCredits, reserveCredits, settleReservation } from '@studio/api/domain/credits/ledger';
import { creatorWithCredits } from '../src/testing/graph-runs';
import { openBenchDatabase } from './bench-database';
import { type BenchFigure } from './bench-report';

const CALLERS = 200;
const PAIRS = 4000;
const POOL = 20;
const GOAL_PER_SECOND = 2000;

/** `total` calls of `work` made by `callers` callers at once; answers calls per second. */
async function callsPerSecond(callers: number, total: number, work: () => Promise<unknown>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next++ < total) await work();
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

export async function run(): Promise<BenchFigure[]> {
  const { db: setup, url, close } = await openBenchDatabase();
  let db: Database | undefined;
  try {
    await prepareDatabase(setup);
    db = createDatabase(url, { pool: { min: POOL, max: POOL } });
    const userId = await creatorWithCredits(setup, 0);
    await grantCredits(setup, { userId, amount: PAIRS * 2, idempotencyKey: `bench:${userId}` });
    await db.raw('create table bench_counter (id int primary key, n bigint not null)');
    await db.raw('insert into bench_counter values (1, 0)');

    const pool = db;
    const bare = await callsPerSecond(CALLERS, PAIRS, () =>
      pool.raw('update bench_counter set n = n + 1 where id = 1'),
    );
    const pairs = await callsPerSecond(CALLERS, PAIRS, async () => {
      const executionId = randomUUID();
      await reserveCredits(pool, { userId, executionId, amount: 1 });
      await settleReservation(pool, executionId, 'commit');
    });
    const { rows } = await db.raw<{ rows: { balance: number; entries: string }[] }>(
      `select a.balance, (select sum(amount) from credit_entries where user_id = a.user_id) as entries
         from credit_accounts a where a.user_id = ?`,
      [userId],
    );
    const drift = rows[0]!.balance - Number(rows[0]!.entries);
    const spent = PAIRS * 2 - rows[0]!.balance;
    console.log(`bare single-row UPDATE, ${CALLERS} callers: ${bare.toFixed(0)}/s`);
    console.log(
      `reserve + commit on one account, ${CALLERS} callers: ${pairs.toFixed(0)} pairs/s; ` +
        `drift ${drift}; ${spent} of ${PAIRS} credits charged`,
    );
    return [
      {
        benchmark: 'ledger',
        measure: `reserve + commit pairs on one account, ${CALLERS} callers, ${POOL} connections (drift ${drift}, ${spent}/${PAIRS} charged)`,
        value: `${pairs.toFixed(0)}/s`,
        baseline: `bare single-row UPDATE, ${bare.toFixed(0)}/s`,
        ratio: pairs / bare,
        goal: `≥ ${GOAL_PER_SECOND}/s, drift 0`,
        met: pairs >= GOAL_PER_SECOND && drift === 0 && spent === PAIRS,
      },
    ];
  } finally {
    await db?.destroy();
    await close();
  }
}
