import Router from '@koa/router';
import { subsnapsApi } from '../contract/routes/subsnaps';
import { type Database } from '../domain/database';
import { listSubsnaps } from '../domain/workflows/subsnap-list';
import { auditActor } from '../http/audit-actor';
import { mountRoute } from '../http/mount-route';
import { makeSubsnap } from '../services/make-subsnap';

/** The editor's sub-snaps, managers only. */
export function subsnapRoutes(deps: { db: Database }): Router {
  const router = new Router();
  mountRoute(router, subsnapsApi.list, async () => ({ subsnaps: await listSubsnaps(deps.db) }));
  mountRoute(router, subsnapsApi.create, ({ body, ctx }) =>
    makeSubsnap(deps.db, auditActor(ctx), body),
  );
  return router;
}
