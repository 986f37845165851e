import Router from '@koa/router';
import { appVersion } from '../domain/server-info/app-build';
import { healthApi } from '../contract/routes/health';
import { mountRoute } from '../http/mount-route';
import { openApiDocument } from '../openapi/openapi-document';

/**
 * `GET /api/openapi.json`: the API's OpenAPI 3.1 description, public like the API's shape itself
 * (every route still checks its caller). Built once, on the first request: it never changes while
 * the process runs.
 */
export function openApiRoutes(): Router {
  const router = new Router();
  let document: string | undefined;
  mountRoute(router, healthApi.openapi, ({ ctx }) => {
    document ??= JSON.stringify(openApiDocument(appVersion()));
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document;
  });
  return router;
}
