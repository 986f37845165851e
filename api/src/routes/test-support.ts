import Router from '@koa/router';
import { testSupportApi } from '../contract/routes/test-support';
import { mountRoute } from '../http/mount-route';

/**
 * Calls that exist for the test stack only, mounted when the API runs with
 * `ENABLE_TEST_ROUTES=true` (refused with NODE_ENV=production, see config.ts) or by the Jest app.
 *
 * `POST /api/test/server-error {message?}` throws, as a bug would: the answer is the generic 500
 * and the fault is recorded in Error Logs like any other.
 */
export function testSupportRoutes(): Router {
  const router = new Router();
  mountRoute(router, testSupportApi.serverError, ({ body: { message } }) => {
    throw new Error(message ?? 'Deliberate server error (test route)');
  });
  return router;
}
