import { type Database } from '@studio/api/domain/database';
import {
  markExecutionFailed,
  markExecutionRunning,
  saveExecutionContent,
} from '@studio/api/domain/executions/execution-records';
import type { ExecutionActivities } from '@studio/workflows/activities';

/** Mirrors an execution's life into its row. Each write is idempotent, so retries are safe. */
export function createExecutionActivities(deps: { db: Database }): ExecutionActivities {
  return {
    markExecutionRunning: (executionId) => markExecutionRunning(deps.db, executionId),
    async saveContent(input) {
      const content = await saveExecutionContent(deps.db, input);
      return { contentId: content.id };
    },
    markExecutionFailed: ({ executionId, message, type }) =>
      markExecutionFailed(deps.db, executionId, { message, type }),
  };
}
