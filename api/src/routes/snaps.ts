import Router from '@koa/router';
import { executeDemoRequestSchema, type SnapSummary } from '../contract/snaps';
import { listSnaps } from '../domain/snaps/snap-queries';
import { runDemoSnap, type DemoSnapDeps } from '../services/run-demo-snap';

export function snapRoutes(deps: DemoSnapDeps): Router {
  const router = new Router({ prefix: '/api/snaps' });

  router.get('/', async (ctx) => {
    const snaps = await listSnaps(deps.db);
    ctx.body = snaps.map(({ id, name, tags }): SnapSummary => ({ id, name, tags }));
  });

  router.post('/execute-demo', async (ctx) => {
    const request = executeDemoRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await runDemoSnap(deps, request, ctx.state.log);
  });

  return router;
}
