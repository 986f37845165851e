/**
 * Workflow and schedule ids: built here, by the API and the worker alike, so a workflow started
 * twice meets its own id and is refused instead of running twice.
 */

/**
 * The Temporal workflow id of an execution is the execution's own id: a retried HTTP request that
 * tries to start the same execution twice is refused by Temporal instead of running twice.
 */
export function executionWorkflowId(executionId: string): string {
  return executionId;
}

/** An operator's bulk replay: one workflow per job, so a job is never started twice. */
export function bulkReplayWorkflowId(jobId: string): string {
  return `bulk-replay-${jobId}`;
}

/** A creator's batch: one workflow per batch, so a retried request never starts it twice. */
export function batchWorkflowId(batchId: string): string {
  return `batch-${batchId}`;
}

/** A product workflow's id: `nonce` is fresh per call, each analysis its own short run. */
export function productWorkflowId(nonce: string): string {
  return `product-analysis-${nonce}`;
}

/**
 * The housekeeping schedules of the deployment whose base task queue is `base`: fixed ids, so a
 * deployment has exactly one of each however many workers start, and test runs on their own
 * queues never meet the app's.
 */
export function housekeepingScheduleIds(base: string) {
  return {
    fileSweep: `${base}.housekeeping.file-sweep`,
    reservationSweep: `${base}.housekeeping.reservation-sweep`,
    errorLogPrune: `${base}.housekeeping.error-log-prune`,
    reconciler: `${base}.housekeeping.reconciler`,
  } as const;
}
