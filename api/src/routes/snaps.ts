import Router from '@koa/router';
import { snapsApi } from '../contract/routes/snaps';
import { productImageKey } from '../domain/products/product-image';
import { findOwnProduct } from '../domain/products/product-queries';
import { listSnaps } from '../domain/snaps/snap-queries';
import { mountRoute } from '../http/mount-route';
import { CATALOGUE_CACHE_CONTROL } from './categories';
import { runDemoSnap, type DemoSnapDeps } from '../services/run-demo-snap';
import { startSnapExecution } from '../services/start-execution';

export function snapRoutes(deps: DemoSnapDeps): Router {
  const router = new Router();

  /** Public. Never served stale by an HTTP cache: a manager's change shows at the next load. */
  mountRoute(router, snapsApi.list, ({ ctx }) => {
    ctx.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
    return listSnaps(deps.db);
  });

  /** Starts a snap and answers at once (202); progress is at /api/executions/:id(/events). */
  mountRoute(router, snapsApi.execute, async ({ body: request, user, ctx }) => {
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
    return { executionId: execution.id, status: execution.status, cost: execution.cost };
  });

  // The one free demo: signed in, but no verified email needed (spec section 6).
  mountRoute(router, snapsApi.executeDemo, ({ body, user, ctx }) =>
    runDemoSnap(deps, body, user, ctx.state.log),
  );

  return router;
}
