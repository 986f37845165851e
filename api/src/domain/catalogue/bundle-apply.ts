import { randomUUID } from 'node:crypto';
import { subsnapRefs, withSubsnapIds } from '@studio/workflows/graph/flatten-subsnaps';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { graphCost } from '@studio/workflows/graph/graph-cost';
import {
  type CatalogueBundle,
  catalogueBundleSchema,
  type ImportPlan,
} from '../../contract/catalogue-bundle';
import { type AuditActor, recordAuditEvent } from '../audit/audit-log';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { type UploadLimits } from '../images/decode-image-data-url';
import { Category } from '../models/category';
import { Snap } from '../models/snap';
import { Workflow } from '../models/workflow';
import { WorkflowVersion } from '../models/workflow-version';
import { type FileStore } from '../storage/file-store';
import { saveImage } from '../storage/stored-files';
import { planImport } from './bundle-plan';
import { categoryKey } from './catalogue-state';

export interface ImportDeps {
  db: Database;
  store: FileStore;
  upload: UploadLimits;
}

/** Refuses a bundle with every problem found (422 `invalid_bundle`). */
function refuse(problems: Array<{ path: string; message: string }>): never {
  throw new DomainError(
    'invalid_bundle',
    `The bundle cannot be imported: ${problems[0]!.message}${problems.length > 1 ? ` (and ${problems.length - 1} more problems)` : ''}`,
    { problems },
  );
}

/** A request body read as a bundle, or refused with every way it is not one. */
export function parseBundle(body: unknown): CatalogueBundle {
  const parsed = catalogueBundleSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  refuse(
    parsed.error.issues.map((issue) => ({
      path: issue.path.reduce<string>(
        (path, key) =>
          typeof key === 'number'
            ? `${path}[${key}]`
            : path
              ? `${path}.${String(key)}`
              : String(key),
        '',
      ),
      message: issue.message,
    })),
  );
}

/** What importing the bundle would do, without doing it; 422 with every problem if it cannot. */
export async function dryRunImport(deps: ImportDeps, bundle: CatalogueBundle): Promise<ImportPlan> {
  const { plan, problems } = await planImport(deps.db, bundle, deps.upload);
  if (problems.length > 0) refuse(problems);
  return { dryRun: true, ...plan };
}

/**
 * Imports the bundle in one transaction: the plan is made again inside it, so what is applied is
 * what the database holds at that moment, and the audit entry commits with the changes. Covers
 * are written before the rows that point at them (a rolled-back import leaves files for the
 * orphan sweep, never a row without its file).
 */
export async function applyImport(
  deps: ImportDeps,
  bundle: CatalogueBundle,
  actor: AuditActor,
): Promise<ImportPlan> {
  return deps.db.transaction(async (trx) => {
    // One import at a time: two at once would both plan to create the same names.
    await trx.raw(`select pg_advisory_xact_lock(hashtext('catalogue-bundle-import'))`);
    const { plan, problems, covers, state } = await planImport(trx, bundle, deps.upload);
    if (problems.length > 0) refuse(problems);

    const categoryIds = new Map([...state.categories].map(([key, { id }]) => [key, id]));
    const last = await Category.query(trx)
      .max('position as last')
      .first()
      .castTo<{ last: number | null } | undefined>();
    let position = last?.last ?? 0;
    for (const category of bundle.categories) {
      if (categoryIds.has(categoryKey(category.name))) continue;
      const row = await Category.query(trx)
        .insert({ name: category.name, position: ++position })
        .returning('id');
      categoryIds.set(categoryKey(category.name), row.id);
    }

    const versionIds = new Map<string, string>();
    for (const [name, workflow] of state.workflows) {
      for (const [number, version] of workflow.versions)
        versionIds.set(`${name}@${number}`, version.id);
    }
    const workflowIds = new Map([...state.workflows].map(([name, { id }]) => [name, id]));
    // Every workflow's id here first: the sub-snap nodes of the bundle's graphs name the ids the
    // workflows had where they were exported, and are moved to these.
    const created = new Set<string>();
    for (const workflow of bundle.workflows) {
      if (workflowIds.has(workflow.name)) continue;
      const row = await Workflow.query(trx)
        .insert({
          name: workflow.name,
          kind: workflow.kind,
          description: workflow.description,
          // jsonb: the model writes it as JSON (jsonAttributes).
          draft_graph: workflow.draft,
          created_by: actor.id,
        })
        .returning('id');
      workflowIds.set(workflow.name, row.id);
      created.add(workflow.name);
    }
    const movedIds = new Map(
      bundle.workflows.flatMap((w) => (w.sourceId ? [[w.sourceId, workflowIds.get(w.name)!]] : [])),
    );
    const here = (graph: WorkflowGraph) => withSubsnapIds(graph, movedIds);
    for (const workflow of bundle.workflows) {
      const workflowId = workflowIds.get(workflow.name)!;
      if (created.has(workflow.name) && subsnapRefs(workflow.draft).length > 0) {
        await Workflow.query(trx)
          .findById(workflowId)
          .patch({ draft_graph: here(workflow.draft) });
      }
      for (const version of workflow.versions) {
        if (versionIds.has(`${workflow.name}@${version.version}`)) continue;
        const row = await WorkflowVersion.query(trx)
          .insert({
            workflow_id: workflowId,
            version: version.version,
            graph: here(version.graph),
            drawn_graph: version.drawnGraph ? here(version.drawnGraph) : null,
            cost: graphCost(version.graph),
            note: version.note,
            // The bundle's timestamp as it is written (Postgres reads it to the microsecond).
            published_at: version.publishedAt as unknown as Date,
          })
          .returning('id');
        versionIds.set(`${workflow.name}@${version.version}`, row.id);
      }
    }

    for (const [s, snap] of bundle.snaps.entries()) {
      const cover = covers.get(s);
      const row = {
        description: snap.description,
        tags: snap.tags,
        category_id: categoryIds.get(categoryKey(snap.category))!,
        workflow_id: snap.workflow ? workflowIds.get(snap.workflow)! : null,
        workflow_version_id: snap.workflow
          ? versionIds.get(`${snap.workflow}@${snap.version}`)!
          : null,
        is_active: snap.isActive,
        position: snap.position,
        cover_file_key: cover ? await saveImage(trx, deps.store, cover) : null,
      };
      const here = state.snaps.get(snap.name);
      if (!here) await Snap.query(trx).insert({ name: snap.name, ...row });
      else if (plan.snaps[s]!.action === 'update') {
        await Snap.query(trx)
          .findById(here.id)
          .patch({ ...row, updated_at: trx.fn.now() });
      }
    }

    const count = (items: Array<{ action: string }>, action: string) =>
      items.filter((item) => item.action === action).length;
    await recordAuditEvent(trx, actor, {
      action: 'bundle.import',
      target: { type: 'bundle', id: randomUUID() },
      reason: `Imported the catalogue bundle exported at ${bundle.exportedAt}`,
      details: Object.fromEntries(
        (['categories', 'workflows', 'snaps'] as const).map((kind) => [
          kind,
          { created: count(plan[kind], 'create'), updated: count(plan[kind], 'update') },
        ]),
      ),
    });
    return { dryRun: false, ...plan };
  });
}
