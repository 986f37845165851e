import Router from '@koa/router';
import { managerCategoriesApi } from '../contract/routes/manager-categories';
import {
  createCategory,
  deleteCategory,
  listManagedCategories,
  renameCategory,
  reorderCategories,
} from '../domain/categories/categories';
import { type Database } from '../domain/database';
import { auditActor } from '../http/audit-actor';
import { mountRoute } from '../http/mount-route';

/** The managers' Categories section: list, create, rename, reorder, delete; every change audited. */
export function managerCategoryRoutes(deps: { db: Database }): Router {
  const router = new Router();

  mountRoute(router, managerCategoriesApi.list, async () => ({
    categories: await listManagedCategories(deps.db),
  }));

  mountRoute(router, managerCategoriesApi.create, ({ body: { name }, ctx }) =>
    createCategory(deps.db, { name, actor: auditActor(ctx) }),
  );

  mountRoute(router, managerCategoriesApi.reorder, async ({ body: { ids }, ctx }) => ({
    categories: await reorderCategories(deps.db, { ids, actor: auditActor(ctx) }),
  }));

  mountRoute(router, managerCategoriesApi.rename, ({ params, body: { name }, ctx }) =>
    renameCategory(deps.db, { id: params.id, name, actor: auditActor(ctx) }),
  );

  // 204: nothing to answer.
  mountRoute(router, managerCategoriesApi.delete, async ({ params, ctx }) => {
    await deleteCategory(deps.db, { id: params.id, actor: auditActor(ctx) });
  });

  return router;
}
