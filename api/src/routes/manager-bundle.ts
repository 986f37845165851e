import Router from '@koa/router';
import { managerBundleApi } from '../contract/routes/manager-bundle';
import { type Database } from '../domain/database';
import { applyImport, dryRunImport, parseBundle } from '../domain/catalogue/bundle-apply';
import { exportCatalogue } from '../domain/catalogue/bundle-export';
import { type UploadLimits } from '../domain/images/decode-image-data-url';
import { type FileStore } from '../domain/storage/file-store';
import { auditActor } from '../http/audit-actor';
import { mountRoute } from '../http/mount-route';

/** Production Import: the catalogue out as one bundle, and a bundle in (dry run, then apply). */
export function managerBundleRoutes(deps: {
  db: Database;
  store: FileStore;
  upload: UploadLimits;
}): Router {
  const router = new Router();

  mountRoute(router, managerBundleApi.export, async ({ ctx }) => {
    const bundle = await exportCatalogue(deps.db, deps.store);
    const day = bundle.exportedAt.slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="catalogue-${day}.bundle.json"`);
    ctx.set('Cache-Control', 'no-store');
    return bundle;
  });

  // The body is judged here, not by the declaration: a bad bundle is refused with every problem.
  mountRoute(router, managerBundleApi.import, async ({ query: { dryRun }, body, ctx }) => {
    const bundle = parseBundle(body);
    return dryRun ? dryRunImport(deps, bundle) : applyImport(deps, bundle, auditActor(ctx));
  });

  return router;
}
