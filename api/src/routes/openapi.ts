import Router from '@koa/router';
import { appVersion } from '../domain/server-info/app-build';
import { OPENAPI_PATH } from '../openapi/api-routes';
import { openApiDocument } from '../openapi/openapi-document';

/**
 * `GET /api/openapi.json`: the API's OpenAPI 3.1 description, public like the API's shape itself
 * (every route still checks its caller). Built once, on the first request: it never changes while
 * the process runs.
 */
export function openApiRoutes(): Router {
  const router = new Router();
  let document: string | undefined;
  router.get(OPENAPI_PATH, (ctx) => {
    document ??= JSON.stringify(openApiDocument(appVersion()));
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document;
  });
  return router;
}
