import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import {
  categoryRequestSchema,
  reorderCategoriesRequestSchema,
  type ManagedCategory,
  type ManagerCategoryList,
} from '../contract/manager-categories';
import {
  createCategory,
  deleteCategory,
  listManagedCategories,
  renameCategory,
  reorderCategories,
} from '../domain/categories/categories';
import { type Database } from '../domain/database';
import { auditActor } from '../http/audit-actor';

/** The managers' Categories section: list, create, rename, reorder, delete; every change audited. */
export function managerCategoryRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/manager/categories' });

  router.get('/', requireManager, async (ctx) => {
    ctx.body = { categories: await listManagedCategories(deps.db) } satisfies ManagerCategoryList;
  });

  router.post('/', requireManager, async (ctx) => {
    const { name } = categoryRequestSchema.parse(ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = (await createCategory(deps.db, {
      name,
      actor: auditActor(ctx),
    })) satisfies ManagedCategory;
  });

  router.put('/order', requireManager, async (ctx) => {
    const { ids } = reorderCategoriesRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = {
      categories: await reorderCategories(deps.db, { ids, actor: auditActor(ctx) }),
    } satisfies ManagerCategoryList;
  });

  router.patch('/:id', requireManager, async (ctx) => {
    const { name } = categoryRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = (await renameCategory(deps.db, {
      id: ctx.params.id!,
      name,
      actor: auditActor(ctx),
    })) satisfies ManagedCategory;
  });

  router.delete('/:id', requireManager, async (ctx) => {
    await deleteCategory(deps.db, { id: ctx.params.id!, actor: auditActor(ctx) });
    ctx.status = 204;
  });

  return router;
}
