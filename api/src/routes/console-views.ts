import Router from '@koa/router';
import { consoleViewsApi } from '../contract/routes/console-views';
import { type Database } from '../domain/database';
import {
  deleteConsoleView,
  listConsoleViews,
  saveConsoleView,
} from '../domain/executions/console-views';
import { mountRoute } from '../http/mount-route';

/** The executions console's saved views, managers only; a view is deleted by its owner only. */
export function consoleViewRoutes(deps: { db: Database }): Router {
  const router = new Router();

  mountRoute(router, consoleViewsApi.list, async ({ user }) => ({
    views: await listConsoleViews(deps.db, user.id),
  }));

  mountRoute(router, consoleViewsApi.save, ({ body, user }) =>
    saveConsoleView(deps.db, user.id, body),
  );

  mountRoute(router, consoleViewsApi.delete, async ({ params, user }) => {
    await deleteConsoleView(deps.db, user.id, params.id);
  });

  return router;
}
