import {
  CancellationScope,
  executeChild,
  ParentClosePolicy,
  proxyActivities,
} from '@temporalio/workflow';
import { type BatchActivities } from './activities';
import { executionWorkflowId } from './contract/workflow-ids';
import { EXECUTION_TIMEOUT_MS } from './contract/workflow-types';
import { runGraph } from './run-graph';

export interface SnapBatchInput {
  batchId: string;
}

/** How the batch ended, as the workflow saw it (the runs' own rows are the record). */
export interface SnapBatchResult {
  status: 'finished' | 'cancelled';
  /** Runs started as children, and those of them that did not succeed. */
  started: number;
  failed: number;
  /** Runs not started: they had ended before their turn (cancelled by their creator). */
  skipped: number;
}

/*
 * Short database steps. A batch must not end half-recorded because the database was away for a
 * while, so they retry without a limit, backing off to half a minute.
 */
const batches = proxyActivities<BatchActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', maximumInterval: '30 seconds' },
});

/** Runs of one batch at once: a creator's batch must not crowd out everyone else's runs. */
export const BATCH_CONCURRENCY = 4;

/**
 * A creator's batch: one snap over several products, each product's run (recorded as `queued`
 * by the API) started as a child `runGraph` whose workflow id is the run's id, so a run starts
 * exactly once however often workers die. A few run at once. Each child reserves, charges and
 * refunds its own cost, and a child's failure is counted, never the batch's.
 *
 * Cancelling the batch (the workflow's cancellation) cancels its running children, which refund
 * themselves, and, once they have ended, cancels the runs still queued, which never reserved
 * anything. Children are cancelled with their parent however it closes (REQUEST_CANCEL), so a
 * terminated batch leaves no run going. At most 50 runs, so the history stays small without
 * continue-as-new.
 */
export async function snapBatch({ batchId }: SnapBatchInput): Promise<SnapBatchResult> {
  const counts = { started: 0, failed: 0, skipped: 0 };
  const queue: string[] = [];
  const runNext = async (): Promise<void> => {
    for (let executionId = queue.shift(); executionId; executionId = queue.shift()) {
      const item = await batches.prepareBatchRun({ batchId, executionId });
      if (item.kind === 'skipped') {
        counts.skipped += 1;
        continue;
      }
      counts.started += 1;
      try {
        await executeChild(runGraph, {
          workflowId: executionWorkflowId(executionId),
          args: [item.run],
          parentClosePolicy: ParentClosePolicy.REQUEST_CANCEL,
          workflowExecutionTimeout: EXECUTION_TIMEOUT_MS,
        });
      } catch {
        // The run recorded its own end and refunded itself; the batch goes on.
        counts.failed += 1;
      }
    }
  };

  let failure: unknown;
  try {
    queue.push(...(await batches.batchRunIds({ batchId })));
    // Settled rather than all: once cancelled, every child's cancellation is awaited, so the end
    // below is recorded after the last run has recorded its own.
    const pool = await Promise.allSettled(Array.from({ length: BATCH_CONCURRENCY }, runNext));
    failure = pool.find((worker) => worker.status === 'rejected')?.reason;
  } catch (error) {
    failure = error;
  }
  // A cancellation, or a fault of the batch itself: either way the runs not started are not run.
  const cancelled = CancellationScope.current().consideredCancelled || failure !== undefined;
  await CancellationScope.nonCancellable(() => batches.finishBatch({ batchId, cancelled }));
  if (failure !== undefined) throw failure;
  return { status: cancelled ? 'cancelled' : 'finished', ...counts };
}
