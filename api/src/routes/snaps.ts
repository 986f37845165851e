import Router from '@koa/router';
import { requireUser, requireVerifiedEmail } from '../auth/current-user';
import { executeDemoRequestSchema, executeRequestSchema } from '../contract/snaps';
import { productImageKey } from '../domain/products/product-image';
import { findOwnProduct } from '../domain/products/product-queries';
import { listSnaps } from '../domain/snaps/snap-queries';
import { CATALOGUE_CACHE_CONTROL } from './categories';
import { runDemoSnap, type DemoSnapDeps } from '../services/run-demo-snap';
import { startSnapExecution } from '../services/start-execution';

export function snapRoutes(deps: DemoSnapDeps): Router {
  const router = new Router({ prefix: '/api/snaps' });

  /** Public. Never served stale by an HTTP cache: a manager's change shows at the next load. */
  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
    ctx.body = await listSnaps(deps.db);
  });

  /** Starts a snap and answers at once (202); progress is at /api/executions/:id(/events). */
  router.post('/execute', requireVerifiedEmail, async (ctx) => {
    const request = executeRequestSchema.parse(ctx.request.body ?? {});
    const user = ctx.state.user;
    const product = request.productId
      ? await findOwnProduct(deps.db, user.id, request.productId)
      : undefined;
    const image = request.inputs.image
      ? { dataUrl: request.inputs.image }
      : { fileKey: productImageKey(product!) };
    const { execution } = await startSnapExecution(
      deps,
      {
        user,
        snapId: request.snapId,
        image,
        demo: false,
        productId: product?.id,
        formats: request.formats,
        ...(request.output ? { output: request.output } : {}),
      },
      ctx.state.log,
    );
    ctx.status = 202;
    ctx.body = { executionId: execution.id, status: execution.status, cost: execution.cost };
  });

  // The one free demo: signed in, but no verified email needed (spec section 6).
  router.post('/execute-demo', requireUser, async (ctx) => {
    const request = executeDemoRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await runDemoSnap(deps, request, ctx.state.user, ctx.state.log);
  });

  return router;
}
