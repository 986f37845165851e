import Router from '@koa/router';
import { requireUser, requireVerifiedEmail } from '../auth/current-user';
import { type MessageResponse } from '../contract/auth';
import {
  bulkContentSchema,
  type bulkDeleteResponseSchema,
  contentArchiveQuerySchema,
  listContentQuerySchema,
  patchContentSchema,
} from '../contract/content';
import { contentArchiveFiles } from '../domain/content/content-archive';
import { attachment } from '../http/content-disposition';
import { zipStream } from '../http/zip-stream';
import { type z } from 'zod';
import { saveCutoutEditSchema } from '../contract/cutouts';
import { findContentCutout, toCutoutTouchUp } from '../domain/cutouts/content-cutout';
import { type FileStore } from '../domain/storage/file-store';
import { type Orchestrator } from '../temporal/orchestrator';
import { startCutoutEdit } from '../services/edit-cutout';
import {
  deleteContent,
  deleteContentItems,
  linkContentToProduct,
} from '../domain/content/content-changes';
import { findOwnContent } from '../domain/content/content-items';
import { listContent } from '../domain/content/content-list';
import { type Database } from '../domain/database';

/**
 * The creator's own content: list (newest first, 12 a page), one item, link to a product, delete.
 * Someone else's content answers the same 404 content_not_found as content that does not exist.
 */
export function contentRoutes(deps: {
  db: Database;
  store: FileStore;
  orchestrator: Orchestrator;
}): Router {
  const router = new Router({ prefix: '/api/content' });

  router.get('/', requireUser, async (ctx) => {
    const query = listContentQuerySchema.parse(ctx.query);
    ctx.body = await listContent(deps.db, ctx.state.user.id, query);
  });

  // Before `/:id`, which would take `archive` and `bulk-delete` for ids.
  /** The chosen items' images and their formats as one ZIP, streamed as it is read. */
  router.get('/archive', requireUser, async (ctx) => {
    const { ids } = contentArchiveQuerySchema.parse(ctx.query);
    const files = await contentArchiveFiles(deps.db, ctx.state.user.id, ids);
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', attachment(`snapshot-studio-${files.length}-images.zip`));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = zipStream(deps.store, files, (err) =>
      ctx.state.log.error({ err }, 'content archive failed'),
    );
  });

  router.post('/bulk-delete', requireUser, async (ctx) => {
    const { ids } = bulkContentSchema.parse(ctx.request.body ?? {});
    ctx.body = {
      deleted: await deleteContentItems(deps.db, ctx.state.user.id, ids),
    } satisfies z.infer<typeof bulkDeleteResponseSchema>;
  });

  router.get('/:id', requireUser, async (ctx) => {
    ctx.body = await findOwnContent(deps.db, ctx.state.user.id, ctx.params.id!);
  });

  /** The cut-out the item was made from, with its objects, for the touch-up editor. */
  router.get('/:id/cutout', requireUser, async (ctx) => {
    ctx.body = toCutoutTouchUp(await findContentCutout(deps.db, ctx.state.user.id, ctx.params.id!));
  });

  /** Saves a touch-up: a new run from the cut-out step with the edited mask (202). */
  router.post('/:id/cutout/edits', requireVerifiedEmail, async (ctx) => {
    const { mask } = saveCutoutEditSchema.parse(ctx.request.body ?? {});
    ctx.body = await startCutoutEdit(
      deps,
      { user: ctx.state.user, contentId: ctx.params.id!, mask },
      ctx.state.log,
    );
    ctx.status = 202;
  });

  router.patch('/:id', requireUser, async (ctx) => {
    const { productId } = patchContentSchema.parse(ctx.request.body ?? {});
    ctx.body = await linkContentToProduct(deps.db, ctx.state.user.id, ctx.params.id!, productId);
  });

  router.delete('/:id', requireUser, async (ctx) => {
    await deleteContent(deps.db, ctx.state.user.id, ctx.params.id!);
    ctx.body = { message: 'Content deleted' } satisfies MessageResponse;
  });

  return router;
}
