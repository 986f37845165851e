import Router from '@koa/router';
import { workflowsApi } from '../contract/routes/workflows';
import { newWorkflow } from '../domain/workflows/new-workflow';
import {
  saveDraftRevision,
  versionNumber,
  workflowDetail,
  workflowId,
} from '../domain/workflows/workflow-drafts';
import { exportWorkflow, parseWorkflowFile } from '../domain/workflows/workflow-files';
import { listWorkflows } from '../domain/workflows/workflow-list';
import {
  compareGraphs,
  renameWorkflow,
  versionWithGraph,
} from '../domain/workflows/workflow-versions';
import { auditActor } from '../http/audit-actor';
import { mountRoute } from '../http/mount-route';
import {
  deleteAudited,
  importAudited,
  publishAudited,
  restoreAudited,
} from '../services/audited-workflow-changes';
import { type ExecutionDeps } from '../services/start-execution';

/** The workflow editor's calls, managers only (401 signed out, 403 for anyone else). */
export function workflowRoutes(deps: ExecutionDeps): Router {
  const router = new Router();
  const summary = async (id: string) => (await listWorkflows(deps.db, { id }))[0]!;

  mountRoute(router, workflowsApi.list, async () => ({ workflows: await listWorkflows(deps.db) }));

  mountRoute(router, workflowsApi.create, async ({ body, user }) => {
    const { id } = await newWorkflow(deps.db, { ...body, createdBy: user.id });
    return summary(id);
  });

  /** A workflow file; its shape is refused as a whole with every problem (400). */
  mountRoute(router, workflowsApi.import, async ({ body, ctx }) => {
    const { id } = await importAudited(deps.db, auditActor(ctx), parseWorkflowFile(body));
    return summary(id);
  });

  mountRoute(router, workflowsApi.export, async ({ params, ctx }) => {
    const file = await exportWorkflow(deps.db, workflowId(params.id));
    const slug = file.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    ctx.set('Content-Disposition', `attachment; filename="${slug || 'workflow'}.workflow.json"`);
    return file;
  });

  mountRoute(router, workflowsApi.get, ({ params }) =>
    workflowDetail(deps.db, workflowId(params.id)),
  );

  /** Autosave: answers the draft's next revision, or 409 `draft_conflict` (see saveDraftRevision). */
  mountRoute(router, workflowsApi.saveDraft, ({ params, body, user }) =>
    saveDraftRevision(deps.db, workflowId(params.id), body, user.id),
  );

  mountRoute(router, workflowsApi.rename, async ({ params, body }) => {
    const id = workflowId(params.id);
    await renameWorkflow(deps.db, id, body);
    return summary(id);
  });

  mountRoute(router, workflowsApi.delete, async ({ params, ctx }) => {
    await deleteAudited(deps.db, auditActor(ctx), workflowId(params.id));
  });

  mountRoute(router, workflowsApi.publish, ({ params, body: { note }, ctx }) =>
    publishAudited(deps.db, auditActor(ctx), workflowId(params.id), note),
  );

  mountRoute(router, workflowsApi.version, ({ params }) =>
    versionWithGraph(deps.db, workflowId(params.id), versionNumber(params.version)),
  );

  mountRoute(router, workflowsApi.diff, ({ params, query: { from, to } }) =>
    compareGraphs(deps.db, workflowId(params.id), from, to),
  );

  mountRoute(router, workflowsApi.restore, ({ params, body: { version }, ctx }) =>
    restoreAudited(deps.db, auditActor(ctx), workflowId(params.id), version),
  );

  return router;
}
