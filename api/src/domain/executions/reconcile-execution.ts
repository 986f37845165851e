import { FailureType } from '@studio/workflows/contract/failure-types';
import { type ExecutionError, type REPAIR_KINDS } from '../../contract/executions';
import { clock } from '../../platform/clock';
import { type AuditActor, type SystemActor, recordAuditEvent } from '../audit/audit-log';
import { settleReservation } from '../credits/ledger';
import { type Database } from '../database';
import { CreditReservation } from '../models/credit-reservation';
import { Execution } from '../models/execution';
import { endRunningNodes, markExecutionFailed } from './execution-records';

/** What Temporal says of a run's workflow: DescribeWorkflowExecution, read by the caller. */
export type TemporalRunView =
  | { state: 'missing' }
  | { state: 'running'; startedAt: Date }
  | { state: 'closed'; status: ClosedStatus; startedAt: Date; closedAt: Date };

/** A closed workflow's status, as Temporal's `WorkflowExecutionStatus` names it. */
export type ClosedStatus =
  'COMPLETED' | 'FAILED' | 'CANCELLED' | 'TERMINATED' | 'TIMED_OUT' | 'CONTINUED_AS_NEW';

/** The disagreements the reconciler repairs (REPAIR_KINDS), each an audit entry of its own. */
export type RepairKind = (typeof REPAIR_KINDS)[number];

export interface Repair {
  kind: RepairKind;
  /** What disagreed and what was done, in a sentence (the audit entry's reason). */
  detail: string;
}

/** Temporal's word on a run, in one word (the API's answer and the audit entries). */
export function temporalWord(view: TemporalRunView): string {
  return view.state === 'missing' ? 'MISSING' : view.state === 'running' ? 'RUNNING' : view.status;
}

export interface Reconciliation {
  repairs: Repair[];
  /** The row's start and end times were set to Temporal's (not a repair: every run's differ). */
  timesAligned: boolean;
}

/** Who the repairs are audited as when the schedule runs them. */
export const RECONCILER: SystemActor = { id: null, email: 'reconciler' };

/**
 * A run's workflow may be absent from Temporal for this long after the row is written: the API
 * writes the row, then starts the workflow.
 */
const STARTING_GRACE_MS = 60_000;

/**
 * Makes the database agree with Temporal about one run, where Temporal has the last word: a run
 * whose workflow has closed or is gone but which the row still shows queued or running is ended
 * as Temporal ended it (and its credits given back); an ended run's steps still Running end
 * Cancelled; a reservation still held after the run ended is settled (charged for a succeeded
 * run, given back otherwise); and, once the workflow has closed, the row's start and end are
 * Temporal's, so every screen's duration is the history's. Each repair is audited in the
 * transaction that makes it, as `actor` (the schedule's RECONCILER, or the operator who asked).
 * Idempotent: a second pass over the same run finds nothing to repair.
 */
export async function reconcileExecution(
  db: Database,
  executionId: string,
  temporal: TemporalRunView,
  actor: AuditActor | SystemActor = RECONCILER,
  now = clock.now(),
): Promise<Reconciliation> {
  return db.transaction(async (trx) => {
    const run = await Execution.query(trx).findById(executionId).forUpdate();
    if (!run || temporal.state === 'running') return { repairs: [], timesAligned: false };
    if (
      temporal.state === 'missing' &&
      now.getTime() - run.created_at.getTime() < STARTING_GRACE_MS
    ) {
      return { repairs: [], timesAligned: false };
    }
    const repairs: Repair[] = [];
    const temporalSays =
      temporal.state === 'missing' ? 'has no workflow' : `says ${temporal.status}`;

    if (run.status === 'queued' || run.status === 'running') {
      const error = endingFor(temporal);
      await markExecutionFailed(trx, executionId, error, error.type === FailureType.Cancelled);
      repairs.push({
        kind: 'run-ended',
        detail: `Temporal ${temporalSays} while the run was ${run.status}: ended it ${
          error.type === FailureType.Cancelled ? 'cancelled' : 'failed'
        }.`,
      });
    } else {
      const running = Object.entries(run.node_states ?? {}).filter(
        ([, state]) => state.status === 'running',
      );
      if (running.length > 0) {
        const ending = run.status === 'succeeded' ? 'succeeded' : 'cancelled';
        await endRunningNodes(trx, executionId, ending);
        repairs.push({
          kind: 'steps-stopped',
          detail: `The run was ${run.status} but ${running.map(([id]) => id).join(', ')} still showed Running: ended ${ending[0]!.toUpperCase()}${ending.slice(1)}.`,
        });
      }
    }

    const reservation = await CreditReservation.query(trx).findById(executionId);
    if (reservation?.status === 'held') {
      const charge = run.status === 'succeeded';
      await settleReservation(trx, executionId, charge ? 'commit' : 'release');
      repairs.push({
        kind: 'reservation-settled',
        detail: `${reservation.amount} credits were still held after the run ended: ${
          charge ? 'charged (the run succeeded)' : 'given back'
        }.`,
      });
    }

    const timesAligned = temporal.state === 'closed' && (await alignTimes(trx, run, temporal));
    // Temporal has closed the run (or has none): nothing will change there; the next pass skips it.
    await Execution.query(trx).patch({ reconciled_at: now }).where({ id: executionId });
    for (const repair of repairs) {
      await recordAuditEvent(trx, actor, {
        action: 'execution.reconcile',
        target: { type: 'execution', id: executionId },
        reason: repair.detail,
        details: { repair: repair.kind, temporal: temporalSays },
      });
    }
    return { repairs, timesAligned };
  });
}

/**
 * What Temporal's description of a workflow (the fields read; undefined when Temporal has no such
 * workflow) says of the run.
 */
export function temporalRunView(
  description: { status: { name: string }; startTime: Date; closeTime?: Date } | undefined,
): TemporalRunView {
  if (!description) return { state: 'missing' };
  const { status, startTime, closeTime } = description;
  if (status.name === 'RUNNING' || !closeTime) return { state: 'running', startedAt: startTime };
  return {
    state: 'closed',
    status: status.name as ClosedStatus,
    startedAt: startTime,
    closedAt: closeTime,
  };
}

/** Ended runs are checked once, within this long of their end. */
const ENDED_WITHIN_MS = 24 * 60 * 60 * 1000;
/** A run's workflow closes a moment after the row records its end. */
const CLOSING_MS = 5_000;

/**
 * The runs a reconciler pass checks, oldest first, at most `limit`: every run the row shows queued
 * or running past its start's grace, and every run that ended (within the last day, a few
 * seconds ago at least) and has not been reconciled yet.
 */
export async function runsToReconcile(db: Database, now = clock.now(), limit = 500) {
  const rows = await Execution.query(db)
    .where((q) =>
      q
        .where((open) =>
          open
            .whereIn('status', ['queued', 'running'])
            .where('created_at', '<', new Date(now.getTime() - STARTING_GRACE_MS)),
        )
        .orWhere((ended) =>
          ended
            .whereNull('reconciled_at')
            .whereNotNull('finished_at')
            .where('finished_at', '>', new Date(now.getTime() - ENDED_WITHIN_MS))
            .where('finished_at', '<', new Date(now.getTime() - CLOSING_MS)),
        ),
    )
    .orderBy('created_at')
    .limit(limit)
    .select('id');
  return rows.map((row) => row.id);
}

/** Why a run Temporal has ended, or lost, ended: as Temporal ended it. */
function endingFor(temporal: Exclude<TemporalRunView, { state: 'running' }>): ExecutionError {
  if (temporal.state === 'missing') {
    return {
      type: FailureType.WorkflowEnded,
      message: 'Temporal has no workflow for this run: it never started or was removed.',
    };
  }
  switch (temporal.status) {
    case 'CANCELLED':
      return { type: FailureType.Cancelled, message: 'The run was cancelled.' };
    case 'TIMED_OUT':
      return {
        type: FailureType.TimedOut,
        message: 'The execution did not finish in time and was stopped.',
      };
    default:
      return {
        type: FailureType.WorkflowEnded,
        message: `The run's workflow ended in Temporal (${temporal.status.toLowerCase()}) without recording how.`,
      };
  }
}

/** Sets the row's start and end to the workflow's; answers whether they changed. */
async function alignTimes(
  db: Database,
  run: Execution,
  temporal: { startedAt: Date; closedAt: Date },
): Promise<boolean> {
  const same = (a: Date | null, b: Date) => a !== null && a.getTime() === b.getTime();
  if (same(run.started_at, temporal.startedAt) && same(run.finished_at, temporal.closedAt)) {
    return false;
  }
  await Execution.query(db)
    .patch({ started_at: temporal.startedAt, finished_at: temporal.closedAt })
    .where({ id: run.id });
  return true;
}
