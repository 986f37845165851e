import { FailureType } from '@studio/workflows/contract/failure-types';
import { TERMINAL_EXECUTION_STATUSES as TERMINAL } from '../contract/executions';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { markExecutionFailed } from '../domain/executions/execution-records';
import { type Execution } from '../domain/models/execution';
import { type Orchestrator } from '../temporal/orchestrator';

/**
 * Asks an unfinished execution's workflow to stop (it refunds and records the end itself);
 * execution_finished once it has ended.
 */
export async function cancelExecution(
  deps: { db: Database; orchestrator: Orchestrator },
  execution: Execution,
): Promise<void> {
  if (TERMINAL.has(execution.status)) throw new DomainError('execution_finished');
  try {
    await deps.orchestrator.cancel(execution.id);
  } catch {
    // No workflow to signal (it never started): record the end directly.
    await markExecutionFailed(
      deps.db,
      execution.id,
      { type: FailureType.Cancelled, message: 'The execution was cancelled.' },
      true,
    );
  }
}
