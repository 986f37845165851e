import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import {
  createSnapRequestSchema,
  updateSnapRequestSchema,
  type ManagedSnap,
  type ManagerSnapList,
} from '../contract/manager-snaps';
import { type Database } from '../domain/database';
import { type UploadLimits } from '../domain/images/decode-image-data-url';
import { listManagedSnaps, pinnableWorkflows } from '../domain/snaps/snap-admin';
import { type FileStore } from '../domain/storage/file-store';
import { auditActor } from '../http/audit-actor';
import { createSnap, managedSnap, updateSnap } from '../services/manage-snaps';

/**
 * The managers' Snaps section: every snap (active or not) with its pin and last 30 days, and
 * its creation and changes, each audited. There is no delete: a snap's runs refer to it.
 */
export function managerSnapRoutes(deps: {
  db: Database;
  store: FileStore;
  upload: UploadLimits;
}): Router {
  const router = new Router({ prefix: '/api/manager/snaps' });

  router.get('/', requireManager, async (ctx) => {
    const [snaps, workflows] = await Promise.all([
      listManagedSnaps(deps.db),
      pinnableWorkflows(deps.db),
    ]);
    ctx.body = { snaps, workflows } satisfies ManagerSnapList;
  });

  router.post('/', requireManager, async (ctx) => {
    const fields = createSnapRequestSchema.parse(ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = (await createSnap(deps, fields, auditActor(ctx))) satisfies ManagedSnap;
  });

  router.get('/:id', requireManager, async (ctx) => {
    ctx.body = (await managedSnap(deps.db, ctx.params.id!)) satisfies ManagedSnap;
  });

  router.patch('/:id', requireManager, async (ctx) => {
    const fields = updateSnapRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = (await updateSnap(
      deps,
      ctx.params.id!,
      fields,
      auditActor(ctx),
    )) satisfies ManagedSnap;
  });

  return router;
}
