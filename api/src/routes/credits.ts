import Router from '@koa/router';
import { requireUser } from '../auth/current-user';
import { type BalanceResponse } from '../contract/credits';
import { getBalance } from '../domain/credits/ledger';
import { type Database } from '../domain/database';

export function creditRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/credits' });
  router.get('/balance', requireUser, async (ctx) => {
    ctx.body = { credits: await getBalance(deps.db, ctx.state.user.id) } satisfies BalanceResponse;
  });
  return router;
}
