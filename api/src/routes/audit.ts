import Router from '@koa/router';
import { auditApi } from '../contract/routes/audit';
import { listAuditEvents } from '../domain/audit/audit-log';
import { type Database } from '../domain/database';
import { mountRoute } from '../http/mount-route';

/** The operators' audit log (shared by the executions console and the manager panel). */
export function auditRoutes(deps: { db: Database }): Router {
  const router = new Router();
  mountRoute(router, auditApi.list, ({ query }) => listAuditEvents(deps.db, query));
  return router;
}
