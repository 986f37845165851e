import Router from '@koa/router';
import { z } from 'zod';
import { type CreditHistoryPage } from '../contract/billing';
import { requireUser } from '../auth/current-user';
import { listCreditHistory } from '../domain/credits/credit-history';
import { type Database } from '../domain/database';

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The signed-in user's token history, newest first, one line per run. */
export function creditTransactionRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/credit-transactions' });
  router.get('/', requireUser, async (ctx) => {
    const { page, limit } = pageQuery.parse(ctx.query);
    ctx.body = (await listCreditHistory(deps.db, {
      userId: ctx.state.user.id,
      page,
      limit,
    })) satisfies CreditHistoryPage;
  });
  return router;
}
