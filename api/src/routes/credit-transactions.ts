import Router from '@koa/router';
import { type CreditHistoryPage, creditHistoryQuerySchema } from '../contract/billing';
import { requireUser } from '../auth/current-user';
import { listCreditHistory } from '../domain/credits/credit-history';
import { type Database } from '../domain/database';

/** The signed-in user's token history, newest first, one line per run. */
export function creditTransactionRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/credit-transactions' });
  router.get('/', requireUser, async (ctx) => {
    const { page, limit } = creditHistoryQuerySchema.parse(ctx.query);
    ctx.body = (await listCreditHistory(deps.db, {
      userId: ctx.state.user.id,
      page,
      limit,
    })) satisfies CreditHistoryPage;
  });
  return router;
}
