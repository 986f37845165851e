import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import {
  feedbackStatsQuerySchema,
  managerFeedbackQuerySchema,
  type FeedbackStats,
  type ManagerFeedbackList,
} from '../contract/manager-feedback';
import { type Database } from '../domain/database';
import { feedbackStats, listFeedback } from '../domain/feedback/feedback-review';

/** User Feedback in the manager panel: the ratings creators gave, and satisfaction per snap. */
export function managerFeedbackRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/manager/feedback' });

  router.get('/', requireManager, async (ctx) => {
    const { page, limit, ...filter } = managerFeedbackQuerySchema.parse(ctx.query);
    const { items, total } = await listFeedback(deps.db, { ...filter, page, limit });
    ctx.body = { items, total, page, limit } satisfies ManagerFeedbackList;
  });

  router.get('/stats', requireManager, async (ctx) => {
    const { weeks } = feedbackStatsQuerySchema.parse(ctx.query);
    ctx.body = (await feedbackStats(deps.db, weeks)) satisfies FeedbackStats;
  });

  return router;
}
