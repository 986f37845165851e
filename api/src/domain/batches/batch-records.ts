import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { FailureType } from '@studio/workflows/contract/failure-types';
import { type Database } from '../database';
import { isUuid } from '../ids';
import { Batch } from '../models/batch';
import { type BatchStatus } from '../../contract/batches';
import { type ExecutionError } from '../../contract/executions';
import { Execution } from '../models/execution';
import { type FileStore } from '../storage/file-store';
import { type SnapRunPlan } from '../snaps/snap-run-plan';
import { createExecution } from '../executions/execution-records';

/** A batch with what its page and its download need besides: the snap's name, the run's graph. */
export type BatchRecord = Batch & {
  snap_name: string;
  /** The pinned version's graph (the runs' graph is it with the batch's social formats). */
  version_graph: WorkflowGraph;
};

/**
 * Records a batch and a queued run per product (in the order given) in one transaction: all of
 * it or nothing. Nothing is reserved: each run reserves its own cost when it begins.
 */
export async function createBatch(
  db: Database,
  store: FileStore,
  input: {
    userId: string;
    plan: SnapRunPlan;
    /** The products, each with the stored image its run takes. */
    products: { id: string; imageKey: string }[];
    /** The API key a business's program started it with (`/v1`). */
    apiKeyId?: string;
  },
): Promise<{ batch: Batch; runs: Execution[] }> {
  const { plan } = input;
  return db.transaction(async (trx) => {
    const batch = await Batch.query(trx)
      .insert({
        user_id: input.userId,
        snap_id: plan.snap.id,
        workflow_version_id: plan.version.id,
        cost_per_run: plan.cost,
        social_formats: plan.formats,
        product_ids: input.products.map((p) => p.id),
      })
      .returning('*');
    const runs: Execution[] = [];
    for (const [position, product] of input.products.entries()) {
      runs.push(
        await createExecution(trx, store, {
          snapId: plan.snap.id,
          userId: input.userId,
          workflowVersionId: plan.version.id,
          cost: plan.cost,
          isDemo: false,
          imageInput: plan.imageInput,
          image: { fileKey: product.imageKey },
          productId: product.id,
          socialFormats:
            plan.formats.length > 0 ? { formats: plan.formats, graph: plan.graph } : undefined,
          batch: { id: batch.id, position },
          apiKeyId: input.apiKeyId,
        }),
      );
    }
    return { batch, runs };
  });
}

/**
 * Ends a batch (idempotent: only a running batch ends), and the runs it never started with it:
 * those still queued end as `queuedRuns` says, in the same transaction. A queued run never
 * reserved anything, so there is nothing to give back.
 */
export async function endBatch(
  db: Database,
  batchId: string,
  end: {
    status: Exclude<BatchStatus, 'running'>;
    queuedRuns?: { status: 'failed' | 'cancelled'; error: ExecutionError };
  },
): Promise<void> {
  await db.transaction(async (trx) => {
    if (end.queuedRuns) {
      await Execution.query(trx)
        .patch({ ...end.queuedRuns, finished_at: trx.fn.now() })
        .where({ batch_id: batchId, status: 'queued' });
    }
    await Batch.query(trx)
      .patch({ status: end.status, finished_at: trx.fn.now() })
      .where({ id: batchId, status: 'running' });
  });
}

/** The creator's batch; someone else's is the same nothing as one that does not exist. */
export async function findOwnBatch(
  db: Database,
  userId: string,
  batchId: string | undefined,
): Promise<BatchRecord | undefined> {
  if (!batchId || !isUuid(batchId)) return undefined;
  const batch = await Batch.query(db)
    .join('snaps', 'snaps.id', 'batches.snap_id')
    .join('workflow_versions', 'workflow_versions.id', 'batches.workflow_version_id')
    .select('batches.*', 'snaps.name as snap_name', 'workflow_versions.graph as version_graph')
    .where({ 'batches.id': batchId, 'batches.user_id': userId })
    .first();
  return batch as BatchRecord | undefined;
}

/** A batch Temporal would not take: it ends with every run failed, as a single run's start does. */
export function abandonBatch(db: Database, batchId: string): Promise<void> {
  return endBatch(db, batchId, {
    status: 'finished',
    queuedRuns: {
      status: 'failed',
      error: {
        type: FailureType.OrchestratorUnavailable,
        message: 'The workflow could not be started.',
      },
    },
  });
}
