import Router from '@koa/router';
import { requireUser } from '../auth/current-user';
import { type MessageResponse } from '../contract/auth';
import { listContentQuerySchema, patchContentSchema } from '../contract/content';
import { deleteContent, linkContentToProduct } from '../domain/content/content-changes';
import { findOwnContent } from '../domain/content/content-items';
import { listContent } from '../domain/content/content-list';
import { type Database } from '../domain/database';

/**
 * The creator's own content: list (newest first, 12 a page), one item, link to a product, delete.
 * Someone else's content answers the same 404 content_not_found as content that does not exist.
 */
export function contentRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/content' });

  router.get('/', requireUser, async (ctx) => {
    const query = listContentQuerySchema.parse(ctx.query);
    ctx.body = await listContent(deps.db, ctx.state.user.id, query);
  });

  router.get('/:id', requireUser, async (ctx) => {
    ctx.body = await findOwnContent(deps.db, ctx.state.user.id, ctx.params.id!);
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
