import Router from '@koa/router';
import { v1Api } from '../contract/routes/v1';
import { getBalance } from '../domain/credits/ledger';
import { type Database } from '../domain/database';
import { listSnaps } from '../domain/snaps/snap-queries';
import { mountRoute } from '../http/mount-route';
import { DomainError } from '../domain/errors';
import { findExecution } from '../domain/executions/execution-view';
import { isUuid } from '../domain/ids';
import { currentExecutionView, type ExecutionProgressDeps } from '../services/execution-progress';

/** The API for businesses (`/v1`), behind an API key: the same snaps and ledger as the app. */
export function v1Routes(deps: { db: Database } & ExecutionProgressDeps): Router {
  const router = new Router();

  mountRoute(router, v1Api.snaps, async () => ({ data: await listSnaps(deps.db) }));
  mountRoute(router, v1Api.balance, async ({ user }) => ({
    credits: await getBalance(deps.db, user.id),
  }));

  // The key's own account's runs only, a manager's key included: a key is a program, not an
  // operator; another account's run is the same 404 as none.
  mountRoute(router, v1Api.run, async ({ params, user }) => {
    const run = isUuid(params.id) ? await findExecution(deps.db, params.id) : undefined;
    if (!run || run.user_id !== user.id) throw new DomainError('execution_not_found');
    return currentExecutionView(deps, run);
  });

  return router;
}
