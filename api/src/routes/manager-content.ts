import Router from '@koa/router';
import { managerContentApi } from '../contract/routes/manager-content';
import { findManagedContent, listManagedContent } from '../domain/content/content-moderation';
import { type Database } from '../domain/database';
import { auditActor } from '../http/audit-actor';
import { mountRoute } from '../http/mount-route';
import { removeContent } from '../services/remove-content';

/**
 * Content Management (the manager panel's `/manager/content`): every creator's content, one item
 * with its run and feedback, and its removal with a reason.
 */
export function managerContentRoutes(deps: { db: Database }): Router {
  const router = new Router();

  mountRoute(router, managerContentApi.list, async ({ query }) => ({
    ...(await listManagedContent(deps.db, query)),
    page: query.page,
    limit: query.limit,
  }));

  mountRoute(router, managerContentApi.get, ({ params }) => findManagedContent(deps.db, params.id));

  /**
   * Removes the item from its creator's library; the reason goes in the body (a DELETE body, as
   * for ending a user's sessions: a reason belongs in no URL that access logs keep). Answers the
   * item as it now is, removal included.
   */
  mountRoute(router, managerContentApi.remove, async ({ params, body: { reason }, ctx }) => {
    await removeContent(deps.db, { contentId: params.id, reason, actor: auditActor(ctx) });
    return findManagedContent(deps.db, params.id);
  });

  return router;
}
