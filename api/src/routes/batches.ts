import Router from '@koa/router';
import { requireUser, requireVerifiedEmail } from '../auth/current-user';
import { BATCH_PROGRESS_EVENT, startBatchRequestSchema } from '../contract/batches';
import { batchFiles, safeName } from '../domain/batches/batch-files';
import { listOwnBatches } from '../domain/batches/batch-list';
import { type BatchRecord, findOwnBatch } from '../domain/batches/batch-records';
import { listBatchRuns } from '../domain/batches/batch-runs';
import { batchView } from '../domain/batches/batch-view';
import { DomainError } from '../domain/errors';
import { attachment } from '../http/content-disposition';
import { streamEvents } from '../http/event-stream';
import { zipStream } from '../http/zip-stream';
import { type User } from '../domain/models/user';
import { cancelBatch } from '../services/cancel-batch';
import { type BatchDeps, startBatch } from '../services/start-batch';
import { watchBatch } from '../services/watch-batch';

/** A creator's batches: one snap over several of their products (issue 19). */
export function batchRoutes(deps: BatchDeps): Router {
  const router = new Router({ prefix: '/api/batches' });

  /** The caller's own batch; anyone else's is the same 404 as one that does not exist. */
  const own = async (user: User, id: string | undefined): Promise<BatchRecord> => {
    const batch = await findOwnBatch(deps.db, user.id, id);
    if (!batch) throw new DomainError('batch_not_found');
    return batch;
  };

  /** The caller's newest batches, newest first, so a batch can be found again. */
  router.get('/', requireUser, async (ctx) => {
    ctx.body = { batches: await listOwnBatches(deps.db, ctx.state.user.id) };
  });

  /** Records a queued run per product and starts the batch (202); progress is at /:id(/events). */
  router.post('/', requireVerifiedEmail, async (ctx) => {
    const request = startBatchRequestSchema.parse(ctx.request.body ?? {});
    ctx.status = 202;
    ctx.body = await startBatch(deps, { user: ctx.state.user, ...request }, ctx.state.log);
  });

  router.get('/:id', requireUser, async (ctx) => {
    ctx.body = await batchView(deps.db, await own(ctx.state.user, ctx.params.id));
  });

  /**
   * Server-sent events: a `progress` event with the whole view whenever it changes, ending with
   * the batch's end. A client that reconnects gets the current state first.
   */
  router.get('/:id/events', requireUser, async (ctx) => {
    const batch = await own(ctx.state.user, ctx.params.id);
    streamEvents(ctx, BATCH_PROGRESS_EVENT, (signal) => watchBatch(deps, batch, signal), {
      batchId: batch.id,
    });
  });

  /** Stops the batch: runs under way are cancelled and refunded, queued ones never start. */
  router.post('/:id/cancel', requireUser, async (ctx) => {
    const batch = await own(ctx.state.user, ctx.params.id);
    await cancelBatch(deps, batch, ctx.state.log);
    ctx.status = 202;
    ctx.body = await batchView(deps.db, (await findOwnBatch(deps.db, batch.user_id, batch.id))!);
  });

  /**
   * Every image the batch's succeeded runs made, as one ZIP streamed as it is read. A running
   * batch gives what is done so far; a batch with nothing done, an empty archive.
   */
  router.get('/:id/download', requireUser, async (ctx) => {
    const batch = await own(ctx.state.user, ctx.params.id);
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
