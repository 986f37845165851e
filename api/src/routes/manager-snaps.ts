import Router from '@koa/router';
import { managerSnapsApi } from '../contract/routes/manager-snaps';
import { type Database } from '../domain/database';
import { type UploadLimits } from '../domain/images/decode-image-data-url';
import { listManagedSnaps, pinnableWorkflows } from '../domain/snaps/snap-admin';
import { type FileStore } from '../domain/storage/file-store';
import { auditActor } from '../http/audit-actor';
import { mountRoute } from '../http/mount-route';
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
  const router = new Router();

  mountRoute(router, managerSnapsApi.list, async () => {
    const [snaps, workflows] = await Promise.all([
      listManagedSnaps(deps.db),
      pinnableWorkflows(deps.db),
    ]);
    return { snaps, workflows };
  });

  mountRoute(router, managerSnapsApi.create, ({ body, ctx }) =>
    createSnap(deps, body, auditActor(ctx)),
  );

  mountRoute(router, managerSnapsApi.get, ({ params }) => managedSnap(deps.db, params.id));

  mountRoute(router, managerSnapsApi.update, ({ params, body, ctx }) =>
    updateSnap(deps, params.id, body, auditActor(ctx)),
  );

  return router;
}
