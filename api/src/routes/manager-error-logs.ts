import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import {
  errorGroupListQuerySchema,
  resolveErrorGroupRequestSchema,
  type ErrorGroupDetail,
  type ErrorGroupList,
} from '../contract/manager-error-logs';
import { type Database } from '../domain/database';
import { DomainError } from '../domain/errors';
import {
  findErrorGroup,
  listErrorGroups,
  listHourlyCounts,
} from '../domain/error-logs/error-groups';
import { isUuid } from '../domain/ids';
import { auditActor } from '../http/audit-actor';
import { resolveErrorGroup } from '../services/resolve-error-group';

/**
 * Error Logs (manager only): API faults and failed runs grouped by signature. These are the only
 * calls that ever answer a stack; the public 500 body stays the generic sentence.
 */
export function managerErrorLogRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/manager/error-logs' });

  router.get('/', requireManager, async (ctx) => {
    const query = errorGroupListQuerySchema.parse(ctx.query);
    const [page, hourly] = await Promise.all([
      listErrorGroups(deps.db, query),
      listHourlyCounts(deps.db, query),
    ]);
    ctx.body = { ...page, page: query.page, limit: query.limit, hourly } satisfies ErrorGroupList;
  });

  router.get('/:groupId', requireManager, async (ctx) => {
    const groupId = ctx.params.groupId!;
    const detail = isUuid(groupId) ? await findErrorGroup(deps.db, groupId) : undefined;
    if (!detail) throw new DomainError('error_group_not_found');
    ctx.body = detail satisfies ErrorGroupDetail;
  });

  router.post('/:groupId/resolve', requireManager, async (ctx) => {
    const { reason } = resolveErrorGroupRequestSchema.parse(ctx.request.body ?? {});
    const groupId = ctx.params.groupId!;
    await resolveErrorGroup(deps.db, { groupId, reason, actor: auditActor(ctx) });
    const detail = await findErrorGroup(deps.db, groupId);
    ctx.body = detail!.group;
  });

  return router;
}
