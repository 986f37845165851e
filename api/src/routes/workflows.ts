import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import { createWorkflowRequestSchema, saveDraftRequestSchema } from '../contract/workflows';
import { type Database } from '../domain/database';
import { newWorkflow } from '../domain/workflows/new-workflow';
import { saveDraftRevision, workflowDetail, workflowId } from '../domain/workflows/workflow-drafts';
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

  router.get('/:id', requireManager, async (ctx) => {
    ctx.body = await workflowDetail(deps.db, workflowId(ctx.params.id));
  });

  /** Autosave: answers the draft's next revision, or 409 `draft_conflict` (see saveDraftRevision). */
  router.put('/:id/draft', requireManager, async (ctx) => {
    const id = workflowId(ctx.params.id);
    const draft = saveDraftRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await saveDraftRevision(deps.db, id, draft, ctx.state.user.id);
  });

  return router;
}
