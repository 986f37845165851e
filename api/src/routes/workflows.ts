import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import { createWorkflowRequestSchema } from '../contract/workflows';
import { type Database } from '../domain/database';
import { newWorkflow } from '../domain/workflows/new-workflow';
import { listWorkflows } from '../domain/workflows/workflow-list';

/** The workflow editor's calls, managers only (401 signed out, 403 for anyone else). */
export function workflowRoutes(deps: { db: Database }): Router {
  const router = new Router({ prefix: '/api/workflows' });

  router.get('/', requireManager, async (ctx) => {
    ctx.body = { workflows: await listWorkflows(deps.db) };
  });

  router.post('/', requireManager, async (ctx) => {
    const request = createWorkflowRequestSchema.parse(ctx.request.body ?? {});
    const { id } = await newWorkflow(deps.db, { ...request, createdBy: ctx.state.user.id });
    ctx.status = 201;
    ctx.body = (await listWorkflows(deps.db, { id }))[0];
  });

  return router;
}
