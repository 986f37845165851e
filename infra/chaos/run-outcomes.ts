import { Client, Connection } from '@temporalio/client';
import { type Database } from '@studio/api/domain/database';
import { executionWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { type ChaosReport } from './chaos-report';
import { heldReservations, netByExecution, unbalancedUsers } from './ledger-checks';
import { temporalAgreement } from './temporal-agreement';

/** How long a run may still take once the load is over before it counts as never ending. */
const SETTLE_MS = 120_000;

export interface RunOutcomes {
  succeeded: number;
  failed: number;
  /** Not ended when the scenario looked. */
  unfinished: number;
  /** The failed runs' errors, as the creator reads them, each with how many runs it ended. */
  failures: string;
  promises: ChaosReport['promises'];
}

/**
 * Every execution the creators have, as the ledger has it once Temporal has closed each one's
 * workflow — including a run whose start was answered with an error but reached Temporal, which
 * the creator never followed — and the promises a fault must not break: every run ends, succeeded
 * or failed; each success charged its cost exactly once, each failure refunded; no reservation
 * held; every balance the sum of its entries; the database and Temporal agree on every run
 * (temporal-agreement.ts).
 */
export async function runOutcomes(
  db: Database,
  temporalAddress: string,
  userIds: string[],
): Promise<RunOutcomes> {
  const ids = (await db('executions').whereIn('user_id', userIds).pluck('id')) as string[];
  await settleWorkflows(temporalAddress, ids);
  const rows = (await db('executions')
    .whereIn('id', ids)
    .select('id', 'status', 'cost', 'error')) as {
    id: string;
    status: string;
    cost: number;
    error: { message?: string } | null;
  }[];
  const net = await netByExecution(db, ids);
  const succeeded = rows.filter((r) => r.status === 'succeeded');
  const failed = rows.filter((r) => r.status === 'failed');
  const wronglyCharged = [
    ...succeeded.filter((r) => net.get(r.id) !== -Number(r.cost)),
    ...failed.filter((r) => (net.get(r.id) ?? 0) !== 0),
  ].map((r) => `${r.id} (${r.status}, net ${net.get(r.id) ?? 0})`);
  const held = await heldReservations(db, ids);
  const unbalanced = await unbalancedUsers(db, userIds);
  const agreement = await temporalAgreement(db, temporalAddress, ids);
  const unfinished = rows.length - succeeded.length - failed.length;
  const errors = new Map<string, number>();
  for (const { error } of failed) {
    const message = error?.message ?? 'no message';
    errors.set(message, (errors.get(message) ?? 0) + 1);
  }
  return {
    succeeded: succeeded.length,
    failed: failed.length,
    unfinished,
    failures: [...errors].map(([message, count]) => `${count}× "${message}"`).join(', '),
    promises: [
      {
        promise: 'every run ends, succeeded or failed',
        held: unfinished === 0,
        detail: `${unfinished} did not`,
      },
      {
        promise: 'each success charged its cost exactly once, each failure refunded',
        held: wronglyCharged.length === 0,
        detail: wronglyCharged.join(', '),
      },
      {
        promise: 'no reservation left held; every balance the sum of its entries',
        held: held === 0 && unbalanced.length === 0,
        detail: `${held} held; unbalanced: ${unbalanced.join(', ')}`,
      },
      agreement,
    ],
  };
}

/** How many of the creators' runs have not ended yet (queued or running). */
export async function runsInFlight(db: Database, userIds: string[]): Promise<number> {
  const [row] = await db('executions')
    .whereIn('user_id', userIds)
    .whereIn('status', ['queued', 'running'])
    .count();
  return Number((row as { count: string }).count);
}

/** Waits (up to SETTLE_MS) until each execution's workflow has closed or was never started. */
async function settleWorkflows(address: string, executionIds: string[]): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    const client = new Client({ connection });
    await connection.withDeadline(Date.now() + SETTLE_MS, () =>
      Promise.all(
        executionIds.map((id) =>
          // A failed run rejects, a never-started one is not found: either way it is over.
          client.workflow
            .getHandle(executionWorkflowId(id))
            .result()
            .catch(() => undefined),
        ),
      ),
    );
  } finally {
    await connection.close();
  }
}
