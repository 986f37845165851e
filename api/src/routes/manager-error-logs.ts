import Router from '@koa/router';
import { managerErrorLogsApi } from '../contract/routes/manager-error-logs';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import {
  countOpenErrorGroups,
  findErrorGroup,
  listErrorGroups,
  listHourlyCounts,
} from '../domain/error-logs/error-groups';
import { isUuid } from '../domain/ids';
import { auditActor } from '../http/audit-actor';
import { mountRoute } from '../http/mount-route';
import { resolveErrorGroup } from '../services/resolve-error-group';

/**
 * Error Logs (manager only): API faults and failed runs grouped by signature. These are the only
 * calls that ever answer a stack; the public 500 body stays the generic sentence.
 */
export function managerErrorLogRoutes(deps: { db: Database }): Router {
  const router = new Router();

  mountRoute(router, managerErrorLogsApi.list, async ({ query }) => {
    const [page, hourly, error, refusal] = await Promise.all([
      listErrorGroups(deps.db, query),
      listHourlyCounts(deps.db, query),
      countOpenErrorGroups(deps.db, 'error'),
      countOpenErrorGroups(deps.db, 'refusal'),
    ]);
    return { ...page, page: query.page, limit: query.limit, hourly, open: { error, refusal } };
  });

  mountRoute(router, managerErrorLogsApi.get, async ({ params: { groupId } }) => {
    const detail = isUuid(groupId) ? await findErrorGroup(deps.db, groupId) : undefined;
    if (!detail) throw new DomainError('error_group_not_found');
    return detail;
  });

  mountRoute(
    router,
    managerErrorLogsApi.resolve,
    async ({ params: { groupId }, body: { reason }, ctx }) => {
      await resolveErrorGroup(deps.db, { groupId, reason, actor: auditActor(ctx) });
      const detail = await findErrorGroup(deps.db, groupId);
      return detail!.group;
    },
  );

  return router;
}
