import Router from '@koa/router';
import { managerFeedbackApi } from '../contract/routes/manager-feedback';
import { type Database } from '../domain/database';
import { feedbackStats, listFeedback } from '../domain/feedback/feedback-review';
import { mountRoute } from '../http/mount-route';

/** User Feedback in the manager panel: the ratings creators gave, and satisfaction per snap. */
export function managerFeedbackRoutes(deps: { db: Database }): Router {
  const router = new Router();

  mountRoute(router, managerFeedbackApi.list, async ({ query: { page, limit, ...filter } }) => {
    const { items, total } = await listFeedback(deps.db, { ...filter, page, limit });
    return { items, total, page, limit };
  });

  mountRoute(router, managerFeedbackApi.stats, ({ query: { weeks } }) =>
    feedbackStats(deps.db, weeks),
  );

  return router;
}
