import Router from '@koa/router';
import { categoriesApi } from '../contract/routes/categories';
import { type Database } from '../domain/database';
import { listGalleryCategories } from '../domain/categories/categories';
import { mountRoute } from '../http/mount-route';

/**
 * The creators' catalogue: every answer is re-validated with the server (`no-cache`), so no HTTP
 * cache serves a category list a manager has since changed. How long the app itself keeps it is
 * the client's freshness (spec section 9: categories 20 / 60 min, ui/src/lib/query-client.ts).
 */
export const CATALOGUE_CACHE_CONTROL = 'no-cache';

export function categoryRoutes(deps: { db: Database }): Router {
  const router = new Router();

  /** The categories that hold a snap creators can run now, in the managers' order. */
  mountRoute(router, categoriesApi.list, ({ ctx }) => {
    ctx.set('Cache-Control', `private, ${CATALOGUE_CACHE_CONTROL}`);
    return listGalleryCategories(deps.db);
  });

  return router;
}
