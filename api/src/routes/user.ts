import Router from '@koa/router';
import { requireUser } from '../auth/current-user';
import { type usageResponseSchema } from '../contract/billing';
import { type BalanceResponse } from '../contract/credits';
import { subscriptionView } from '../domain/billing/subscriptions';
import { getBalance } from '../domain/credits/ledger';
import { type Database } from '../domain/database';
import { toUserView } from '../domain/users/user-view';
import { type z } from 'zod';

/** The signed-in user's own resources: profile, subscription, balance and usage. */
export function userRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/user' });
  router.use(requireUser);

  router.get('/', (ctx) => {
    ctx.body = toUserView(ctx.state.user!);
  });

  router.get('/subscription', async (ctx) => {
    ctx.body = await subscriptionView(deps.db, ctx.state.user!.id);
  });

  router.get('/credits', async (ctx) => {
    ctx.body = { credits: await getBalance(deps.db, ctx.state.user!.id) } satisfies BalanceResponse;
  });

  router.get('/usage', async (ctx) => {
    const content = await deps
      .db('content')
      .where({ user_id: ctx.state.user!.id })
      .count<{ count: string }>('* as count')
      .first();
    ctx.body = {
      // Products do not exist yet; the products issue counts them here.
      productCount: 0,
      contentCount: Number(content?.count ?? 0),
    } satisfies z.infer<typeof usageResponseSchema>;
  });

  return router;
}
