import Router from '@koa/router';
import { type HealthResponse, type ReadinessResponse } from '../contract/health';
import { healthApi } from '../contract/routes/health';
import { type AppLifecycle } from '../http/lifecycle';
import { mountRoute } from '../http/mount-route';
import { type Database } from '../domain/database';
import { type Orchestrator } from '../temporal/orchestrator';

/**
 * `GET /api/health`: 200 when the database and Temporal both answer, else 503 with which failed.
 * `GET /api/live`: 200 while the process answers at all (restart it when this fails).
 * `GET /api/ready`: 200 while the instance takes requests: not draining and its database answers;
 * 503 otherwise, so a proxy or orchestrator sends requests to other instances. Temporal is not
 * asked: without it most of the app still works (browsing, content, billing), and every instance
 * would fail together.
 */
export function healthRoutes(deps: {
  db: Database;
  orchestrator: Orchestrator;
  lifecycle: AppLifecycle;
}): Router {
  const router = new Router();
  mountRoute(router, healthApi.live, () => ({ ok: true as const }));
  mountRoute(router, healthApi.ready, async ({ ctx }) => {
    const draining = deps.lifecycle.draining;
    const database = draining ? { ok: true } : await probe(() => deps.db.raw('select 1'));
    const body: ReadinessResponse = { ok: !draining && database.ok, draining, database };
    ctx.status = body.ok ? 200 : 503;
    return body;
  });
  mountRoute(router, healthApi.health, async ({ ctx }) => {
    const [database, temporal] = await Promise.all([
      probe(() => deps.db.raw('select 1')),
      probe(() => deps.orchestrator.checkHealth()),
    ]);
    const body: HealthResponse = { ok: database.ok && temporal.ok, database, temporal };
    ctx.status = body.ok ? 200 : 503;
    return body;
  });
  return router;
}

const PROBE_TIMEOUT_MS = 2000;

/** Runs one check, giving up after two seconds: a health check must answer even when a part hangs. */
async function probe(check: () => Promise<unknown>): Promise<{ ok: boolean; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
