import { type ContentOutput } from '@studio/workflows/activities';
import { type ExecutionError, TERMINAL_EXECUTION_STATUSES } from '../../contract/executions';
import { keepRunCutouts } from '../cutouts/run-cutouts';
import { reserveCredits, settleReservation } from '../credits/ledger';
import { type Database } from '../database';
import { recordError } from '../error-logs/error-records';
import { Execution } from '../models/execution';
import { keepTestRunFiles } from '../workflows/test-run-files';
import {
  markExecutionFailed,
  markExecutionRunning,
  markExecutionSucceeded,
  storeExecutionOutputs,
} from './execution-records';

/**
 * The three moments of an execution the workflow records, each one transaction so that the
 * ledger and the execution never disagree, and each idempotent so that a retried activity
 * changes nothing twice.
 */

/**
 * Starts the run: marks it running and holds its cost (InsufficientCreditsError when short).
 * A run that has already ended is not started (`began: false`) and nothing is reserved: a
 * batch's end cancels its queued runs, and one of them may be the run whose workflow is just
 * starting; the row lock makes the two take turns.
 */
export async function beginExecution(
  db: Database,
  input: { executionId: string; userId: string; cost: number },
): Promise<{ began: boolean }> {
  return db.transaction(async (trx) => {
    const run = await Execution.query(trx).findById(input.executionId).forUpdate().select('status');
    if (!run || TERMINAL_EXECUTION_STATUSES.has(run.status)) return { began: false };
    await markExecutionRunning(trx, input.executionId);
    if (input.cost > 0) {
      await reserveCredits(trx, {
        userId: input.userId,
        executionId: input.executionId,
        amount: input.cost,
      });
    }
    return { began: true };
  });
}

/**
 * Ends a successful run: its content stored (linked to the execution's product, if it was run for
 * one), its reservation charged, its status succeeded.
 */
export async function completeExecution(
  db: Database,
  input: { executionId: string; outputs: ContentOutput[] },
): Promise<string[]> {
  return db.transaction(async (trx) => {
    const contentIds = await storeExecutionOutputs(trx, input);
    if (contentIds.length > 0) await keepRunCutouts(trx, input.executionId);
    await settleReservation(trx, input.executionId, 'commit');
    await markExecutionSucceeded(trx, input.executionId);
    await keepTestRunFiles(trx, input.executionId);
    return contentIds;
  });
}

/**
 * Ends a failed or cancelled run: whatever was held is given back, and why it ended is kept.
 * A failure (not a cancellation) is also recorded for the managers' Error Logs in the same
 * transaction, once per run however often the activity is retried.
 */
export async function failExecution(
  db: Database,
  executionId: string,
  error: ExecutionError,
  cancelled: boolean,
): Promise<void> {
  await db.transaction(async (trx) => {
    await settleReservation(trx, executionId, 'release');
    await markExecutionFailed(trx, executionId, error, cancelled);
    await keepTestRunFiles(trx, executionId);
    if (cancelled) return;
    const run = await Execution.query(trx).findById(executionId).select('status', 'user_id');
    // A run that had already ended otherwise (cancelled by an operator first) is no failure.
    if (run?.status !== 'failed') return;
    await recordError(trx, {
      source: 'run',
      code: error.code ?? error.type,
      message: error.message,
      route: error.nodeId ?? null,
      executionId,
      userId: run.user_id,
    });
  });
}
