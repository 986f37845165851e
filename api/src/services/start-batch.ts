import { type Logger } from 'pino';
import { type StartBatchResponse } from '../contract/batches';
import { type SocialFormat } from '@studio/workflows/graph/node-catalogue';
import { abandonBatch, createBatch } from '../domain/batches/batch-records';
import { getBalance, InsufficientCreditsError } from '../domain/credits/ledger';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import { type User } from '../domain/models/user';
import { productImageKey } from '../domain/products/product-image';
import { findOwnProducts } from '../domain/products/product-queries';
import { planSnapRun } from '../domain/snaps/snap-run-plan';
import { type FileStore } from '../domain/storage/file-store';
import { type Orchestrator } from '../temporal/orchestrator';

export interface BatchDeps {
  db: Database;
  store: FileStore;
  orchestrator: Orchestrator;
}

/**
 * Starts a creator's batch: the snap planned as for a single run, every product theirs (the same
 * 404 whether one is someone else's or does not exist) with an image, the balance enough for
 * every run (else 402 saying how many runs it pays for); then the batch and a queued run per
 * product recorded together, and its `snapBatch` workflow started. Nothing is reserved here:
 * each run reserves its own cost as it begins, so a balance spent meanwhile fails the runs it no
 * longer pays for, with nothing charged, and never goes below zero. If Temporal cannot take the
 * batch, its runs are failed and the caller gets 503; nothing was charged.
 */
export async function startBatch(
  deps: BatchDeps,
  request: {
    user: User;
    snapId: string;
    productIds: string[];
    formats: SocialFormat[];
    /** The API key a business's program started it with (`/v1`). */
    apiKeyId?: string;
  },
  log: Logger,
): Promise<StartBatchResponse> {
  const plan = await planSnapRun(deps.db, request.snapId, request.formats);
  const products = await findOwnProducts(deps.db, request.user.id, request.productIds);
  const images = products.map((product) => ({
    id: product.id,
    imageKey: productImageKey(product),
  }));
  const cost = plan.cost * products.length;
  if (cost > 0) {
    const balance = await getBalance(deps.db, request.user.id);
    if (balance < cost) {
      const affordable = Math.floor(balance / plan.cost);
      throw new InsufficientCreditsError(cost, balance, {
        message: `Enough for ${affordable} of the ${products.length} products.`,
        details: { affordable },
      });
    }
  }

  const { batch } = await createBatch(deps.db, deps.store, {
    userId: request.user.id,
    plan,
    products: images,
    apiKeyId: request.apiKeyId,
  });
  log.info(
    { batchId: batch.id, snap: plan.snap.name, runs: products.length, cost },
    'starting batch',
  );
  try {
    await deps.orchestrator.startBatch(batch.id);
  } catch (error) {
    log.error({ err: error, batchId: batch.id }, 'could not start the batch');
    await abandonBatch(deps.db, batch.id);
    throw new DomainError('orchestrator_unavailable');
  }
  return { batchId: batch.id, total: products.length, cost };
}
