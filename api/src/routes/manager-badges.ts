import Router from '@koa/router';
import { managerBadgesApi } from '../contract/routes/manager-badges';
import { type Database } from '../domain/database';
import { countOpenErrorGroups } from '../domain/error-logs/error-groups';
import { countUnreplayedFailures } from '../domain/executions/failed-runs';
import { mountRoute } from '../http/mount-route';

/** `GET /api/manager/badges`: the sidebar's counts (contract/manager-badges.ts). */
export function managerBadgeRoutes(deps: { db: Database }): Router {
  const router = new Router();
  mountRoute(router, managerBadgesApi.get, async () => {
    const [errorLogs, failedRuns] = await Promise.all([
      countOpenErrorGroups(deps.db),
      countUnreplayedFailures(deps.db),
    ]);
    return { errorLogs, failedRuns };
  });
  return router;
}
