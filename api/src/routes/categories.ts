import Router from '@koa/router';
import { requireUser } from '../auth/current-user';
import { type Database } from '../domain/database';
import { listGalleryCategories } from '../domain/categories/categories';
import { type Category } from '../contract/snaps';

/**
 * The creators' catalogue: every answer is re-validated with the server (`no-cache`), so no HTTP
 * cache serves a category list a manager has since changed. How long the app itself keeps it is
 * the client's freshness (spec section 9: categories 20 / 60 min, ui/src/lib/query-client.ts).
 */
export const CATALOGUE_CACHE_CONTROL = 'no-cache';

export function categoryRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/categories' });

  /** The categories that hold a snap creators can run now, in the managers' order. */
  router.get('/', requireUser, async (ctx) => {
    ctx.set('Cache-Control', `private, ${CATALOGUE_CACHE_CONTROL}`);
    ctx.body = (await listGalleryCategories(deps.db)) satisfies Category[];
  });

  return router;
}
