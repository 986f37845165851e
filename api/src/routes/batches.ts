import Router from '@koa/router';
import { BATCH_PROGRESS_EVENT } from '../contract/batches';
import { batchesApi } from '../contract/routes/batches';
import { batchFiles, safeName } from '../domain/batches/batch-files';
import { listOwnBatches } from '../domain/batches/batch-list';
import { type BatchRecord, findOwnBatch } from '../domain/batches/batch-records';
import { listBatchRuns } from '../domain/batches/batch-runs';
import { batchView } from '../domain/batches/batch-view';
import { DomainError } from '../domain/errors';
import { attachment } from '../http/content-disposition';
import { streamEvents } from '../http/event-stream';
import { mountRoute } from '../http/mount-route';
import { zipStream } from '../http/zip-stream';
import { type User } from '../domain/models/user';
import { cancelBatch } from '../services/cancel-batch';
import { type BatchDeps, startBatch } from '../services/start-batch';
import { watchBatch } from '../services/watch-batch';

/** A creator's batches: one snap over several of their products (issue 19). */
export function batchRoutes(deps: BatchDeps): Router {
  const router = new Router();

  /** The caller's own batch; anyone else's is the same 404 as one that does not exist. */
  const own = async (user: User, id: string): Promise<BatchRecord> => {
    const batch = await findOwnBatch(deps.db, user.id, id);
    if (!batch) throw new DomainError('batch_not_found');
    return batch;
  };

  /** The caller's newest batches, newest first, so a batch can be found again. */
  mountRoute(router, batchesApi.list, async ({ user }) => ({
    batches: await listOwnBatches(deps.db, user.id),
  }));

  /** Records a queued run per product and starts the batch (202); progress is at /:id(/events). */
  mountRoute(router, batchesApi.start, ({ body, user, ctx }) =>
    startBatch(deps, { user, ...body }, ctx.state.log),
  );

  mountRoute(router, batchesApi.get, async ({ params, user }) =>
    batchView(deps.db, await own(user, params.id)),
  );

  /**
   * Server-sent events: a `progress` event with the whole view whenever it changes, ending with
   * the batch's end. A client that reconnects gets the current state first.
   */
  mountRoute(router, batchesApi.events, async ({ params, user, ctx }) => {
    const batch = await own(user, params.id);
    streamEvents(ctx, BATCH_PROGRESS_EVENT, (signal) => watchBatch(deps, batch, signal), {
      batchId: batch.id,
    });
  });

  /** Stops the batch: runs under way are cancelled and refunded, queued ones never start. */
  mountRoute(router, batchesApi.cancel, async ({ params, user, ctx }) => {
    const batch = await own(user, params.id);
    await cancelBatch(deps, batch, ctx.state.log);
    return batchView(deps.db, (await findOwnBatch(deps.db, batch.user_id, batch.id))!);
  });

  /**
   * Every image the batch's succeeded runs made, as one ZIP streamed as it is read. A running
   * batch gives what is done so far; a batch with nothing done, an empty archive.
   */
  mountRoute(router, batchesApi.download, async ({ params, user, ctx }) => {
    const batch = await own(user, params.id);
    const files = batchFiles(await listBatchRuns(deps.db, batch));
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', attachment(`${safeName(batch.snap_name, 'snap')}-batch.zip`));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = zipStream(deps.store, files, (err) =>
      ctx.state.log.error({ err, batchId: batch.id }, 'batch download failed'),
    );
  });

  return router;
}
