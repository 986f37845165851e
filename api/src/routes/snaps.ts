import Router from '@koa/router';
import { requireUser } from '../auth/current-user';
import { executeDemoRequestSchema, type SnapSummary } from '../contract/snaps';
import { listSnaps } from '../domain/snaps/snap-queries';
import { runDemoSnap, type DemoSnapDeps } from '../services/run-demo-snap';

export function snapRoutes(deps: DemoSnapDeps): Router {
  const router = new Router({ prefix: '/api/snaps' });

  router.get('/', async (ctx) => {
    const snaps = await listSnaps(deps.db);
    ctx.body = snaps.map(({ id, name, tags }): SnapSummary => ({ id, name, tags }));
  });

  // The one free demo: signed in, but no verified email needed (spec section 6).
  router.post('/execute-demo', requireUser, async (ctx) => {
    const request = executeDemoRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await runDemoSnap(deps, request, ctx.state.user!.id, ctx.state.log);
  });

  return router;
}
