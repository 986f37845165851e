import Router from '@koa/router';
import { requireUser, requireVerifiedEmail } from '../auth/current-user';
import { type MessageResponse } from '../contract/auth';
import { listContentQuerySchema, patchContentSchema } from '../contract/content';
import { saveCutoutEditSchema } from '../contract/cutouts';
import { findContentCutout, toCutoutTouchUp } from '../domain/cutouts/content-cutout';
import { type FileStore } from '../domain/storage/file-store';
import { type Orchestrator } from '../temporal/orchestrator';
import { startCutoutEdit } from '../services/edit-cutout';
import { deleteContent, linkContentToProduct } from '../domain/content/content-changes';
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
