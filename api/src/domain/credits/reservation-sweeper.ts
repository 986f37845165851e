import { FailureType } from '@studio/workflows/contract/failure-types';
import { type ExecutionStatus } from '../../contract/executions';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { markExecutionFailed } from '../executions/execution-records';
import { CreditReservation } from '../models/credit-reservation';
import { settleReservation } from './ledger';

/**
 * Gives back credits that are still held for executions that will never settle them:
 * - the execution ended (failed, cancelled) or is gone, but its release never happened;
 * - the execution is still marked queued or running long after any run could last (Temporal
 *   ends a runGraph after its execution timeout without running its cleanup): it is marked
 *   failed as timed out and released.
 * A succeeded execution whose charge is missing is committed rather than released.
 * Idempotent: settling takes the reservation's row lock, so concurrent sweepers do no harm.
 * Answers the ids of the executions whose reservation it settled.
 */
export async function sweepReservations(
  db: Database,
  staleAfterMs: number,
  now = clock.now(),
): Promise<string[]> {
  const stale = new Date(now.getTime() - staleAfterMs);
  const held = await CreditReservation.query(db)
    .leftJoinRelated('execution')
    .where('credit_reservations.status', 'held')
    .where((q) =>
      q
        .whereNull('execution.id')
        .orWhereIn('execution.status', ['failed', 'cancelled', 'succeeded'])
        .orWhere((running) =>
          running
            .whereIn('execution.status', ['queued', 'running'])
            .where('credit_reservations.created_at', '<', stale),
        ),
    )
    .select('credit_reservations.execution_id', 'execution.status')
    .castTo<Array<{ execution_id: string; status: ExecutionStatus | null }>>();

  for (const { execution_id: executionId, status } of held) {
    if (status === 'succeeded') {
      await settleReservation(db, executionId, 'commit');
      continue;
    }
    if (status === 'queued' || status === 'running') {
      await markExecutionFailed(db, executionId, {
        type: FailureType.TimedOut,
        message: 'The execution did not finish in time and was stopped.',
      });
    }
    await settleReservation(db, executionId, 'release');
  }
  return held.map((h) => h.execution_id);
}
