import Router from '@koa/router';
import { workflowTestsApi } from '../contract/routes/workflow-tests';
import { listTestRuns } from '../domain/workflows/test-run-list';
import { existingWorkflowId, workflowId } from '../domain/workflows/workflow-drafts';
import { listPins, pinNodeOutput, unpinNode } from '../domain/workflows/workflow-pins';
import { mountRoute } from '../http/mount-route';
import { type ExecutionDeps } from '../services/start-execution';
import { startTestRun } from '../services/start-test-run';

/** The editor's test runs and pinned outputs, managers only (401 signed out, 403 otherwise). */
export function workflowTestRoutes(deps: ExecutionDeps): Router {
  const router = new Router();

  /** A test run of the draft, a version or one step: free, marked as a test; answers its id. */
  mountRoute(router, workflowTestsApi.testRun, async ({ params, body, user, ctx }) => {
    const execution = await startTestRun(
      deps,
      { workflowId: workflowId(params.id), managerId: user.id, ...body },
      ctx.state.log,
    );
    return { executionId: execution.id };
  });

  mountRoute(router, workflowTestsApi.testRuns, async ({ params }) => ({
    runs: await listTestRuns(deps.db, await existingWorkflowId(deps.db, params.id)),
  }));

  mountRoute(router, workflowTestsApi.pins, async ({ params }) => ({
    pins: await listPins(deps.db, await existingWorkflowId(deps.db, params.id)),
  }));

  mountRoute(router, workflowTestsApi.pin, async ({ params, body, user }) =>
    pinNodeOutput(deps.db, {
      workflowId: await existingWorkflowId(deps.db, params.id),
      nodeId: params.nodeId,
      executionId: body.executionId,
      managerId: user.id,
    }),
  );

  mountRoute(router, workflowTestsApi.unpin, async ({ params }) => {
    await unpinNode(deps.db, await existingWorkflowId(deps.db, params.id), params.nodeId);
  });

  return router;
}
