import Router from '@koa/router';
import { creditsApi } from '../contract/routes/credits';
import { listCreditHistory } from '../domain/credits/credit-history';
import { getBalance } from '../domain/credits/ledger';
import { type Database } from '../domain/database';
import { mountRoute } from '../http/mount-route';

/** The signed-in creator's balance, and its history newest first, one line per run. */
export function creditRoutes(deps: { db: Database }): Router {
  const router = new Router();
  mountRoute(router, creditsApi.balance, async ({ user }) => ({
    credits: await getBalance(deps.db, user.id),
  }));
  mountRoute(router, creditsApi.history, ({ query: { page, limit }, user }) =>
    listCreditHistory(deps.db, { userId: user.id, page, limit }),
  );
  return router;
}
