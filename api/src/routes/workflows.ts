import Router from '@koa/router';
import { requireManager } from '../auth/current-user';
import { z } from 'zod';
import {
  createWorkflowRequestSchema,
  graphDiffQuerySchema,
  publishRequestSchema,
  restoreRequestSchema,
  saveDraftRequestSchema,
  testRunRequestSchema,
  updateWorkflowRequestSchema,
  workflowFileSchema,
} from '../contract/workflows';
import { type ExecutionDeps } from '../services/start-execution';
import { startTestRun } from '../services/start-test-run';
import { DomainError } from '../domain/errors';
import { newWorkflow } from '../domain/workflows/new-workflow';
import { saveDraftRevision, workflowDetail, workflowId } from '../domain/workflows/workflow-drafts';
import { exportWorkflow, importWorkflow } from '../domain/workflows/workflow-files';
import { listWorkflows } from '../domain/workflows/workflow-list';
import {
  compareGraphs,
  deleteWorkflow,
  publishDraft,
  renameWorkflow,
  restoreVersion,
  versionWithGraph,
} from '../domain/workflows/workflow-versions';

const versionParam = z.coerce.number().int().min(1);

/** The workflow editor's calls, managers only (401 signed out, 403 for anyone else). */
export function workflowRoutes(deps: ExecutionDeps): Router {
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

  /** A workflow file; its shape is refused as a whole with every problem (400). */
  router.post('/import', requireManager, async (ctx) => {
    const parsed = workflowFileSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) {
      throw new DomainError('invalid_workflow_file', undefined, {
        problems: parsed.error.issues.map((issue) => ({
          code: 'invalid_workflow_file',
          message: `${issue.path.join('.') || 'file'}: ${issue.message}`,
        })),
      });
    }
    const { id } = await importWorkflow(deps.db, parsed.data, ctx.state.user.id);
    ctx.status = 201;
    ctx.body = (await listWorkflows(deps.db, { id }))[0];
  });

  router.get('/:id/export', requireManager, async (ctx) => {
    const file = await exportWorkflow(deps.db, workflowId(ctx.params.id));
    const slug = file.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    ctx.set('Content-Disposition', `attachment; filename="${slug || 'workflow'}.workflow.json"`);
    ctx.body = file;
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

  router.patch('/:id', requireManager, async (ctx) => {
    const id = workflowId(ctx.params.id);
    await renameWorkflow(deps.db, id, updateWorkflowRequestSchema.parse(ctx.request.body ?? {}));
    ctx.body = (await listWorkflows(deps.db, { id }))[0];
  });

  router.delete('/:id', requireManager, async (ctx) => {
    await deleteWorkflow(deps.db, workflowId(ctx.params.id));
    ctx.status = 204;
  });

  router.post('/:id/publish', requireManager, async (ctx) => {
    const id = workflowId(ctx.params.id);
    const { note } = publishRequestSchema.parse(ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await publishDraft(deps.db, id, { userId: ctx.state.user.id, note });
  });

  router.get('/:id/versions/:version', requireManager, async (ctx) => {
    const version = versionParam.safeParse(ctx.params.version);
    if (!version.success) throw new DomainError('workflow_version_not_found');
    ctx.body = await versionWithGraph(deps.db, workflowId(ctx.params.id), version.data);
  });

  router.get('/:id/diff', requireManager, async (ctx) => {
    const { from, to } = graphDiffQuerySchema.parse(ctx.query);
    ctx.body = await compareGraphs(deps.db, workflowId(ctx.params.id), from, to);
  });

  router.post('/:id/draft/restore', requireManager, async (ctx) => {
    const id = workflowId(ctx.params.id);
    const { version } = restoreRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await restoreVersion(deps.db, id, version, ctx.state.user.id);
  });

  /** A test run of the draft (or a version): free, marked as a test; answers its execution id. */
  router.post('/:id/test-runs', requireManager, async (ctx) => {
    const id = workflowId(ctx.params.id);
    const request = testRunRequestSchema.parse(ctx.request.body ?? {});
    const execution = await startTestRun(
      deps,
      { workflowId: id, managerId: ctx.state.user.id, ...request },
      ctx.state.log,
    );
    ctx.status = 202;
    ctx.body = { executionId: execution.id };
  });

  return router;
}
