import Router from '@koa/router';
import { requireUser } from '../auth/current-user';
import { type usageResponseSchema } from '../contract/billing';
import { type BalanceResponse } from '../contract/credits';
import { subscriptionView } from '../domain/billing/subscriptions';
import { getBalance } from '../domain/credits/ledger';
import { type Database } from '../domain/database';
import { usageCounts } from '../domain/users/usage-counts';
import { toUserView } from '../domain/users/user-view';
import { type z } from 'zod';

/** The signed-in user's own resources: profile, subscription, balance and usage. */
export function userRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/user' });

  router.get('/', requireUser, (ctx) => {
    ctx.body = toUserView(ctx.state.user);
  });

  router.get('/subscription', requireUser, async (ctx) => {
    ctx.body = await subscriptionView(deps.db, ctx.state.user.id);
  });

  router.get('/credits', requireUser, async (ctx) => {
    ctx.body = { credits: await getBalance(deps.db, ctx.state.user.id) } satisfies BalanceResponse;
  });

  router.get('/usage', requireUser, async (ctx) => {
    ctx.body = (await usageCounts(deps.db, ctx.state.user.id)) satisfies z.infer<
      typeof usageResponseSchema
    >;
  });

  return router;
}
