import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import { auditEventListQuerySchema } from '../contract/audit';
import { listAuditEvents } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';

/** The operators' audit log (shared by the executions console and the manager panel). */
export function auditRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/audit-events' });
  router.get('/', requireManager, async (ctx) => {
    ctx.body = await listAuditEvents(deps.db, auditEventListQuerySchema.parse(ctx.query));
  });
  return router;
}
