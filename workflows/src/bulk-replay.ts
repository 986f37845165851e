import {
  continueAsNew,
  executeChild,
  ParentClosePolicy,
  proxyActivities,
  setHandler,
} from '@temporalio/workflow';
import { type BulkReplayActivities } from './activities';
import {
  type BulkReplayProgress,
  bulkReplayProgressQuery,
  cancelBulkReplaySignal,
} from './contract/messages';
import { executionWorkflowId } from './contract/workflow-ids';
import { EXECUTION_TIMEOUT_MS } from './contract/workflow-types';
import { runGraph } from './run-graph';

export interface BulkReplayInput {
  jobId: string;
  /** Where this run of the workflow starts in the job's runs (continue-as-new carries it on). */
  offset?: number;
  progress?: BulkReplayProgress;
}

const bulk = proxyActivities<BulkReplayActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', maximumAttempts: 10 },
});

/** Runs taken per run of the workflow: its history stays far below Temporal's limits. */
const BATCH = 200;
/** Replays running at once: a bulk job must not crowd out creators' own runs. */
const CONCURRENCY = 4;

/**
 * An operator's bulk replay: works through the job's runs (fixed when it started), a few at a
 * time, each replay recorded by an activity (once, however often it is retried) and run as a
 * child `runGraph` whose workflow id is the replay's execution id, so a replay is started exactly
 * once even across worker restarts. Children are abandoned, not cancelled, with their parent:
 * stopping the job (the cancel signal) starts no more replays and lets the started ones finish.
 * Every BATCH runs it continues as new, carrying its counts.
 */
export async function bulkReplay(input: BulkReplayInput): Promise<BulkReplayProgress> {
  const progress: BulkReplayProgress = input.progress ?? {
    status: 'running',
    total: 0,
    started: 0,
    succeeded: 0,
    failed: 0,
    skipped: 0,
  };
  let cancelled = false;
  setHandler(bulkReplayProgressQuery, () => progress);
  setHandler(cancelBulkReplaySignal, () => {
    cancelled = true;
  });

  const offset = input.offset ?? 0;
  const { ids, total } = await bulk.bulkReplayBatch({ jobId: input.jobId, offset, size: BATCH });
  progress.total = total;
  const queue = [...ids];
  const replayNext = async (): Promise<void> => {
    for (let originalId = queue.shift(); originalId && !cancelled; originalId = queue.shift()) {
      const item = await bulk.prepareBulkReplayItem({ jobId: input.jobId, originalId });
      if (item.kind === 'skipped') {
        progress.skipped += 1;
        continue;
      }
      progress.started += 1;
      try {
        await executeChild(runGraph, {
          workflowId: executionWorkflowId(item.run.executionId),
          args: [item.run],
          parentClosePolicy: ParentClosePolicy.ABANDON,
          workflowExecutionTimeout: EXECUTION_TIMEOUT_MS,
        });
        progress.succeeded += 1;
      } catch {
        // The replay recorded its own failure; the job goes on with the next run.
        progress.failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, replayNext));

  const next = offset + ids.length;
  if (!cancelled && next < total) {
    await bulk.recordBulkReplayProgress({ jobId: input.jobId, progress, finished: false });
    return continueAsNew<typeof bulkReplay>({ jobId: input.jobId, offset: next, progress });
  }
  progress.status = cancelled ? 'cancelled' : 'succeeded';
  await bulk.recordBulkReplayProgress({ jobId: input.jobId, progress, finished: true });
  return progress;
}
