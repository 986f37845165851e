import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import { importQuerySchema } from '../contract/catalogue-bundle';
import { type Database } from '../domain/database';
import { applyImport, dryRunImport, parseBundle } from '../domain/catalogue/bundle-apply';
import { exportCatalogue } from '../domain/catalogue/bundle-export';
import { type UploadLimits } from '../domain/images/decode-image-data-url';
import { type FileStore } from '../domain/storage/file-store';
import { auditActor } from '../http/audit-actor';

/** Production Import: the catalogue out as one bundle, and a bundle in (dry run, then apply). */
export function managerBundleRoutes(deps: {
  db: Database;
  store: FileStore;
  upload: UploadLimits;
}): Router {
  const router = new Router({ prefix: '/api/manager/bundle' });

  router.get('/', requireManager, async (ctx) => {
    const bundle = await exportCatalogue(deps.db, deps.store);
    const day = bundle.exportedAt.slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="catalogue-${day}.bundle.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = bundle;
  });

  router.post('/import', requireManager, async (ctx) => {
    const { dryRun } = importQuerySchema.parse(ctx.query);
    const bundle = parseBundle(ctx.request.body ?? {});
    ctx.body = dryRun
      ? await dryRunImport(deps, bundle)
      : await applyImport(deps, bundle, auditActor(ctx));
  });

  return router;
}
