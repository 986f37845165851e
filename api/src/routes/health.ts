import Router from '@koa/router';
import { type HealthResponse } from '../contract/health';
import { type Database } from '../domain/database';
import { type Orchestrator } from '../temporal/orchestrator';

/** `GET /api/health`: 200 when the database and Temporal both answer, else 503 with which failed. */
export function healthRoutes(deps: { db: Database; orchestrator: Orchestrator }): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const [database, temporal] = await Promise.all([
      probe(() => deps.db.raw('select 1')),
      probe(() => deps.orchestrator.checkHealth()),
    ]);
    const body: HealthResponse = { ok: database.ok && temporal.ok, database, temporal };
    ctx.status = body.ok ? 200 : 503;
    ctx.body = body;
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
