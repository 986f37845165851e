import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import { type ManagerBadges } from '../contract/manager-badges';
import { type Database } from '../domain/database';
import { countOpenErrorGroups } from '../domain/error-logs/error-groups';
import { countUnreplayedFailures } from '../domain/executions/failed-runs';

/** `GET /api/manager/badges`: the sidebar's counts (contract/manager-badges.ts). */
export function managerBadgeRoutes(deps: { db: Database }): Router {
  const router = new Router();
  router.get('/api/manager/badges', requireManager, async (ctx) => {
    const [errorLogs, failedRuns] = await Promise.all([
      countOpenErrorGroups(deps.db),
      countUnreplayedFailures(deps.db),
    ]);
    ctx.body = { errorLogs, failedRuns } satisfies ManagerBadges;
  });
  return router;
}
