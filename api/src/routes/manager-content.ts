import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import {
  managerContentQuerySchema,
  removeContentRequestSchema,
  type ManagedContentDetail,
  type ManagedContentPage,
} from '../contract/manager-content';
import { findManagedContent, listManagedContent } from '../domain/content/content-moderation';
import { type Database } from '../domain/database';
import { auditActor } from '../http/audit-actor';
import { removeContent } from '../services/remove-content';

/**
 * Content Management (the manager panel's `/manager/content`): every creator's content, one item
 * with its run and feedback, and its removal with a reason.
 */
export function managerContentRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/manager/content' });

  router.get('/', requireManager, async (ctx) => {
    const query = managerContentQuerySchema.parse(ctx.query);
    ctx.body = {
      ...(await listManagedContent(deps.db, query)),
      page: query.page,
      limit: query.limit,
    } satisfies ManagedContentPage;
  });

  router.get('/:id', requireManager, async (ctx) => {
    ctx.body = (await findManagedContent(deps.db, ctx.params.id!)) satisfies ManagedContentDetail;
  });

  /**
   * Removes the item from its creator's library; the reason goes in the body (a DELETE body, as
   * for ending a user's sessions: a reason belongs in no URL that access logs keep). Answers the
   * item as it now is, removal included.
   */
  router.delete('/:id', requireManager, async (ctx) => {
    const { reason } = removeContentRequestSchema.parse(ctx.request.body ?? {});
    await removeContent(deps.db, { contentId: ctx.params.id!, reason, actor: auditActor(ctx) });
    ctx.body = (await findManagedContent(deps.db, ctx.params.id!)) satisfies ManagedContentDetail;
  });

  return router;
}
