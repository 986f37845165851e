import { FailureType } from '@studio/workflows/contract/failure-types';
import { TERMINAL_EXECUTION_STATUSES as TERMINAL } from '../contract/executions';
import { type AuditActor, recordAuditEvent } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { markExecutionFailed } from '../domain/executions/execution-records';
import { findExecution } from '../domain/executions/execution-view';
import { type Execution } from '../domain/models/execution';
import { type BulkSelection, bulkTargets } from '../domain/executions/bulk-targets';
import { type Orchestrator } from '../temporal/orchestrator';

/**
 * Asks an unfinished execution's workflow to stop (it refunds and records the end itself);
 * execution_finished once it has ended. An operator's cancellation is written to the audit log in
 * the transaction that records it: if the request to stop fails, neither stays.
 */
export async function cancelExecution(
  deps: { db: Database; orchestrator: Orchestrator },
  execution: Execution,
  byOperator?: { actor: AuditActor; reason: string },
): Promise<void> {
  if (TERMINAL.has(execution.status)) throw new DomainError('execution_finished');
  await deps.db.transaction(async (trx) => {
    if (byOperator) {
      await recordAuditEvent(trx, byOperator.actor, {
        action: 'execution.cancel',
        target: { type: 'execution', id: execution.id },
        reason: byOperator.reason,
        details: { status: execution.status },
      });
    }
    try {
      await deps.orchestrator.cancel(execution.id);
    } catch {
      // No workflow to signal (it never started): record the end directly.
      await markExecutionFailed(
        trx,
        execution.id,
        { type: FailureType.Cancelled, message: 'The execution was cancelled.' },
        true,
      );
    }
  });
}

/** How many cancellations are asked of Temporal at once by a bulk cancel. */
const CANCEL_CONCURRENCY = 8;

/**
 * An operator stops every queued or running run of a selection or a filter, for one reason: each
 * run is cancelled as on its own, with its own audit entry, so each run's page shows it.
 */
export async function cancelExecutions(
  deps: { db: Database; orchestrator: Orchestrator },
  selection: BulkSelection,
  byOperator: { actor: AuditActor; reason: string },
): Promise<{ count: number }> {
  const ids = await bulkTargets(deps.db, selection, ['queued', 'running']);
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const execution = await findExecution(deps.db, id);
      if (!execution || TERMINAL.has(execution.status)) continue;
      await cancelExecution(deps, execution, byOperator).catch((error: unknown) => {
        // Finished meanwhile: nothing left to stop.
        if (!(error instanceof DomainError && error.code === 'execution_finished')) throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: CANCEL_CONCURRENCY }, worker));
  return { count: ids.length };
}
