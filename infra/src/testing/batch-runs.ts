import { type Client, type WorkflowHandle } from '@temporalio/client';
import { createBatch } from '@studio/api/domain/batches/batch-records';
import { type Database } from '@studio/api/domain/database';
import { productImageKey } from '@studio/api/domain/products/product-image';
import { createProductFromUploads } from '@studio/api/domain/products/product-uploads';
import { planSnapRun } from '@studio/api/domain/snaps/snap-run-plan';
import { type FileStore } from '@studio/api/domain/storage/file-store';
import { taskQueues } from '@studio/workflows/contract/task-queues';
import { batchWorkflowId } from '@studio/workflows/contract/workflow-ids';
import { WORKFLOW_TYPES } from '@studio/workflows/contract/workflow-types';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import type { snapBatch } from '@studio/workflows/snap-batch';
import { publishTestSnap } from './graph-runs';
import { productPhoto } from './test-images';

/**
 * A batch of `graph` (published as a snap) over `count` new products of `userId`, each with the
 * product photo, recorded as the API records it: the batch and a queued run per product.
 */
export async function prepareBatch(
  db: Database,
  store: FileStore,
  options: { graph: WorkflowGraph; userId: string; count: number },
): Promise<{ batchId: string; executionIds: string[]; costPerRun: number }> {
  const { snap } = await publishTestSnap(db, options.graph);
  const bytes = await productPhoto();
  const products = [];
  for (let i = 1; i <= options.count; i++) {
    products.push(
      await createProductFromUploads(db, store, options.userId, {
        name: `Product ${i}`,
        description: '',
        images: [{ bytes, extension: 'png', width: 400, height: 300 }],
      }),
    );
  }
  const plan = await planSnapRun(db, snap.id, []);
  const { batch, runs } = await createBatch(db, store, {
    userId: options.userId,
    plan,
    products: products.map((product) => ({ id: product.id, imageKey: productImageKey(product) })),
  });
  return { batchId: batch.id, executionIds: runs.map((run) => run.id), costPerRun: plan.cost };
}

/** Starts a recorded batch's workflow as the API does. */
export function startBatchWorkflow(
  client: Client,
  taskQueue: string,
  batchId: string,
): Promise<WorkflowHandle<typeof snapBatch>> {
  return client.workflow.start<typeof snapBatch>(WORKFLOW_TYPES.snapBatch, {
    workflowId: batchWorkflowId(batchId),
    taskQueue: taskQueues(taskQueue).workflows,
    args: [{ batchId }],
  });
}
