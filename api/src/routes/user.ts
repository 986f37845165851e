import Router from '@koa/router';
import { userApi } from '../contract/routes/user';
import { subscriptionView } from '../domain/billing/subscriptions';
import { getBalance } from '../domain/credits/ledger';
import { type Database } from '../domain/database';
import { usageCounts } from '../domain/users/usage-counts';
import { toUserView } from '../domain/users/user-view';
import { mountRoute } from '../http/mount-route';

/** The signed-in user's own resources: profile, subscription, balance and usage. */
export function userRoutes(deps: { db: Database }): Router {
  const router = new Router();
  mountRoute(router, userApi.user, ({ user }) => toUserView(user));
  mountRoute(router, userApi.subscription, ({ user }) => subscriptionView(deps.db, user.id));
  mountRoute(router, userApi.credits, async ({ user }) => ({
    credits: await getBalance(deps.db, user.id),
  }));
  mountRoute(router, userApi.usage, ({ user }) => usageCounts(deps.db, user.id));
  return router;
}
