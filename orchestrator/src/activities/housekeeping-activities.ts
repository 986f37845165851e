import { Context, log } from '@temporalio/activity';
import {
  reconcileExecution,
  runsToReconcile,
} from '@studio/api/domain/executions/reconcile-execution';
import { sweepReservations } from '@studio/api/domain/credits/reservation-sweeper';
import { type Database } from '@studio/api/domain/database';
import {
  DEFAULT_ERROR_LOG_RETENTION_DAYS,
  pruneErrorLogs,
} from '@studio/api/domain/error-logs/error-records';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { sweepOrphanFiles } from '@studio/api/domain/storage/stored-files';
import { forgetUnreferencedFiles } from '@studio/api/domain/storage/unreferenced-files';
import type { HousekeepingActivities } from '@studio/workflows/activities';
import { EXECUTION_TIMEOUT_MS } from '@studio/workflows/contract/workflow-types';
import { describeRun } from './describe-run';

const MINUTE = 60 * 1000;

/**
 * The sweeps the housekeeping schedules run (see housekeeping-schedules.ts), on the base queue.
 * Both are idempotent: a repeated or concurrent sweep finds nothing left to do.
 * - Records of files nothing refers to any more (deleted content and products, uploads unused
 *   for a week, a finished run's intermediate images) are forgotten once no run can still need
 *   them; then bytes without a record (those, and rows that never committed) go after an hour.
 * - Credits still held for executions that ended without settling, or that outlived the
 *   workflow's execution timeout, are given back.
 * - Error Logs entries older than the retention (days) are deleted.
 * - Runs the database shows unfinished, or ended and not yet checked, are compared with their
 *   workflows in Temporal (through the worker's own client) and repaired where Temporal has the
 *   last word; each repair is audited.
 */
export function createHousekeepingActivities(deps: {
  db: Database;
  store: FileStore;
  errorLogRetentionDays?: number;
}): HousekeepingActivities {
  return {
    async sweepFiles() {
      const forgotten = await forgetUnreferencedFiles(deps.db, {
        graceMs: EXECUTION_TIMEOUT_MS + 60 * MINUTE,
        uploadLifetimeMs: 7 * 24 * 60 * MINUTE,
      });
      const deleted = await sweepOrphanFiles(deps.db, deps.store, 60 * MINUTE);
      if (forgotten.length + deleted.length > 0) {
        log.info('file sweep: done', { forgotten: forgotten.length, deleted: deleted.length });
      }
      return { forgotten: forgotten.length, deleted: deleted.length };
    },
    async sweepReservations() {
      const settled = await sweepReservations(deps.db, EXECUTION_TIMEOUT_MS + 30 * MINUTE);
      if (settled.length > 0) log.info('reservation sweep: done', { settled: settled.length });
      return { settled: settled.length };
    },
    async pruneErrorLogs() {
      const days = deps.errorLogRetentionDays ?? DEFAULT_ERROR_LOG_RETENTION_DAYS;
      const pruned = await pruneErrorLogs(deps.db, new Date(Date.now() - days * 24 * 60 * MINUTE));
      if (pruned.occurrences + pruned.groups > 0) log.info('error log prune: done', pruned);
      return pruned;
    },
    async reconcileRuns() {
      const { client } = Context.current();
      const ids = await runsToReconcile(deps.db);
      let repaired = 0;
      let timesAligned = 0;
      for (const executionId of ids) {
        const outcome = await reconcileExecution(
          deps.db,
          executionId,
          await describeRun(client, executionId),
        );
        repaired += outcome.repairs.length;
        if (outcome.timesAligned) timesAligned++;
        Context.current().heartbeat();
      }
      if (repaired > 0) log.info('reconciler: repaired', { checked: ids.length, repaired });
      return { checked: ids.length, repaired, timesAligned };
    },
  };
}
