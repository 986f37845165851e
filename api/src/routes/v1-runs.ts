import Router from '@koa/router';
import { v1Api } from '../contract/routes/v1';
import { mountRoute } from '../http/mount-route';
import { DomainError } from '../domain/errors';
import { listAccountRuns } from '../domain/executions/account-runs';
import { executionView, findExecution } from '../domain/executions/execution-view';
import { isUuid } from '../domain/ids';
import { findOwnBatch } from '../domain/batches/batch-records';
import { batchView } from '../domain/batches/batch-view';
import { cancelBatch } from '../services/cancel-batch';
import { startBatch } from '../services/start-batch';
import { cancelExecution } from '../services/cancel-execution';
import { currentExecutionView } from '../services/execution-progress';
import { type ExecutionDeps, startSnapExecution } from '../services/start-execution';
import { checkRunsInFlight } from '../auth/api-key-runs-in-flight';

/**
 * The API for businesses (`/v1`), behind an API key: runs and batches, started, read and
 * cancelled on the app's own services and ledger (v1-library.ts has what they read and make).
 */
export function v1RunRoutes(deps: ExecutionDeps): Router {
  const router = new Router();
  /** The key's own account's run: another account's is the same 404 as none. */
  const ownRun = async (userId: string, id: string) => {
    const run = isUuid(id) ? await findExecution(deps.db, id) : undefined;
    if (!run || run.user_id !== userId) throw new DomainError('execution_not_found');
    return run;
  };

  // A manager's key sees its own account's runs only: a key is a program, not an operator.
  mountRoute(router, v1Api.run, async ({ params, user }) =>
    currentExecutionView(deps, await ownRun(user.id, params.id)),
  );

  mountRoute(router, v1Api.runs, ({ query, user }) => listAccountRuns(deps.db, user.id, query));

  mountRoute(router, v1Api.startRun, async ({ body, user, ctx }) => {
    await checkRunsInFlight(deps.db, ctx, ctx.state.apiKey!, 1);
    const { execution } = await startSnapExecution(
      deps,
      {
        user,
        snapId: body.snapId,
        image: { dataUrl: body.image },
        demo: false,
        formats: body.formats,
        apiKeyId: ctx.state.apiKey!.id,
        ...(body.output ? { output: body.output } : {}),
      },
      ctx.state.log,
    );
    // The run as recorded (queued): asking Temporal for progress it cannot have yet cost a
    // query per start (a quarter of the session route's rate, npm run bench -- api-v1).
    return executionView(deps.db, execution);
  });

  mountRoute(router, v1Api.cancelRun, async ({ params, user }) => {
    await cancelExecution(deps, await ownRun(user.id, params.id));
    return currentExecutionView(deps, await ownRun(user.id, params.id));
  });

  /** The key's own account's batch: another account's is the same 404 as none. */
  const ownBatch = async (userId: string, id: string) => {
    const batch = await findOwnBatch(deps.db, userId, id);
    if (!batch) throw new DomainError('batch_not_found');
    return batch;
  };

  mountRoute(router, v1Api.startBatch, async ({ body, user, ctx }) => {
    // A batch runs a few at a time, but holds its runs queued: each counts as under way.
    await checkRunsInFlight(deps.db, ctx, ctx.state.apiKey!, new Set(body.productIds).size);
    return startBatch(deps, { user, ...body, apiKeyId: ctx.state.apiKey!.id }, ctx.state.log);
  });
  mountRoute(router, v1Api.batch, async ({ params, user }) =>
    batchView(deps.db, await ownBatch(user.id, params.id)),
  );
  mountRoute(router, v1Api.cancelBatch, async ({ params, user, ctx }) => {
    const batch = await ownBatch(user.id, params.id);
    await cancelBatch(deps, batch, ctx.state.log);
    return batchView(deps.db, await ownBatch(user.id, batch.id));
  });

  return router;
}
