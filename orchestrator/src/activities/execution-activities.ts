import { ApplicationFailure } from '@temporalio/activity';
import { InsufficientCreditsError } from '@studio/api/domain/credits/ledger';
import { type Database } from '@studio/api/domain/database';
import {
  beginExecution,
  completeExecution,
  failExecution,
} from '@studio/api/domain/executions/execution-lifecycle';
import type { ExecutionActivities } from '@studio/workflows/activities';
import { FailureType } from '@studio/workflows/contract/failure-types';

/** The execution's life in the database, with the ledger, one transaction per step. */
export function createExecutionActivities(deps: { db: Database }): ExecutionActivities {
  return {
    async beginExecution(input) {
      try {
        return await beginExecution(deps.db, input);
      } catch (error) {
        if (!(error instanceof InsufficientCreditsError)) throw error;
        throw ApplicationFailure.create({
          message: error.message,
          type: FailureType.InsufficientCredits,
          nonRetryable: true,
          details: [{ requiredTokens: error.requiredTokens, currentTokens: error.currentTokens }],
        });
      }
    },
    async completeExecution(input) {
      return { contentIds: await completeExecution(deps.db, input) };
    },
    failExecution: ({ executionId, cancelled, ...error }) =>
      failExecution(deps.db, executionId, error, cancelled),
  };
}
