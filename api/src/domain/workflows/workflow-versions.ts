import { diffGraphs, type GraphDiff } from '@studio/workflows/graph/diff-graphs';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { subsnapParamsSchema } from '@studio/workflows/graph/subsnap-nodes';
import { UniqueViolationError } from 'objection';
import { type WorkflowDetail } from '../../contract/workflows';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Execution } from '../models/execution';
import { Snap } from '../models/snap';
import { Workflow } from '../models/workflow';
import { WorkflowVersion } from '../models/workflow-version';
import { publishVersion } from './workflow-definitions';
import { workflowDetail } from './workflow-drafts';

type VersionSummary = WorkflowDetail['versions'][number];

/**
 * Publishes the draft (nothing is written when it has problems: 422 `invalid_graph` with every
 * problem) and answers the new version with the snaps still pinned to older ones: snaps keep
 * their version until a manager moves them.
 */
export async function publishDraft(
  db: Database,
  id: string,
  by: { userId: string; note: string },
): Promise<{
  version: VersionSummary;
  snapsOnOlderVersions: { id: string; name: string; version: number }[];
}> {
  const published = await publishVersion(db, id, by.userId, by.note);
  const { versions } = await workflowDetail(db, id);
  const snapsOnOlderVersions = await Snap.query(db)
    .alias('s')
    .join('workflow_versions as v', 'v.id', 's.workflow_version_id')
    .where('s.workflow_id', id)
    .where('v.version', '<', published.version)
    .orderBy('s.name')
    .select('s.id', 's.name', 'v.version')
    .castTo<{ id: string; name: string; version: number }[]>();
  return {
    version: versions.find((v) => v.version === published.version)!,
    snapsOnOlderVersions: snapsOnOlderVersions.map(({ id, name, version }) => ({
      id,
      name,
      version,
    })),
  };
}

/** A published version with its graph, or 404 `workflow_version_not_found`. */
export async function versionWithGraph(
  db: Database,
  id: string,
  version: number,
): Promise<VersionSummary & { graph: WorkflowGraph }> {
  const { versions } = await workflowDetail(db, id);
  const summary = versions.find((v) => v.version === version);
  const row = await WorkflowVersion.query(db)
    .findOne({ workflow_id: id, version })
    .select('graph', 'drawn_graph');
  if (!summary || !row) throw new DomainError('workflow_version_not_found');
  // As the manager drew it: the editor shows, compares and restores the drawn graph.
  return { ...summary, graph: row.drawn_graph ?? row.graph };
}

async function graphOf(db: Database, id: string, ref: 'draft' | number): Promise<WorkflowGraph> {
  if (ref === 'draft') return (await workflowDetail(db, id)).draft.graph;
  return (await versionWithGraph(db, id, ref)).graph;
}

/** How `to` differs from `from`, each a version number or the draft (diffGraphs). */
export async function compareGraphs(
  db: Database,
  id: string,
  from: 'draft' | number,
  to: 'draft' | number,
): Promise<GraphDiff> {
  return diffGraphs(await graphOf(db, id, from), await graphOf(db, id, to));
}

/** The draft becomes a version's graph: a save like any other (a new revision, its author). */
export async function restoreVersion(
  db: Database,
  id: string,
  version: number,
  by: string,
): Promise<{ revision: number }> {
  const { graph } = await versionWithGraph(db, id, version);
  const [saved] = await Workflow.query(db)
    .where({ id })
    .patch({
      // jsonb: the model writes it as JSON (jsonAttributes).
      draft_graph: graph,
      draft_revision: db.raw('draft_revision + 1') as unknown as number,
      draft_updated_by: by,
      updated_at: db.fn.now(),
    })
    .returning('draft_revision');
  return { revision: saved!.draft_revision };
}

/** A new name or description; a name in use answers 409 `workflow_name_taken`. */
export async function renameWorkflow(
  db: Database,
  id: string,
  change: { name?: string; description?: string },
): Promise<void> {
  try {
    const updated = await Workflow.query(db)
      .findById(id)
      .patch({ ...change, updated_at: db.fn.now() });
    if (!updated) throw new DomainError('workflow_not_found');
  } catch (error) {
    if (error instanceof UniqueViolationError) throw new DomainError('workflow_name_taken');
    throw error;
  }
}

/**
 * Deletes a workflow and its versions, only while nothing refers to it: a snap runs it, or an
 * execution ran one of its versions (its history must stay readable). 409 `workflow_in_use`.
 */
export async function deleteWorkflow(db: Database, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const workflow = await Workflow.query(trx).findById(id).forUpdate().select('id');
    if (!workflow) throw new DomainError('workflow_not_found');
    const snaps = await Snap.query(trx)
      .where({ workflow_id: id })
      .count('* as n')
      .castTo<{ n: string }[]>();
    // A manager's test runs are the workflow's own scratch work: they go with it.
    await Execution.query(trx).where({ workflow_id: id, is_test: true }).delete();
    const runs = await Execution.query(trx)
      .alias('e')
      .join('workflow_versions as v', 'v.id', 'e.workflow_version_id')
      .where('v.workflow_id', id)
      .count('* as n')
      .castTo<{ n: string }[]>();
    const [snapCount, runCount] = [Number(snaps[0]!.n), Number(runs[0]!.n)];
    const usedBy = await workflowsUsingSubsnap(trx, id);
    if (snapCount > 0 || runCount > 0 || usedBy.length > 0) {
      const message =
        usedBy.length > 0
          ? `Workflows use this sub-snap: ${usedBy.map((w) => w.name).join(', ')}. Take it out of them first.`
          : undefined;
      throw new DomainError('workflow_in_use', message, {
        snaps: snapCount,
        executions: runCount,
        workflows: usedBy.map((w) => w.name),
      });
    }
    await WorkflowVersion.query(trx).where({ workflow_id: id }).delete();
    await Workflow.query(trx).deleteById(id);
  });
}

/**
 * The workflows whose draft or a version they published uses a sub-snap (a node pinned to any of
 * its versions), by name: a sub-snap they use cannot be deleted from under them.
 */
export async function workflowsUsingSubsnap(
  db: Database,
  subsnapId: string,
): Promise<{ id: string; name: string }[]> {
  const uses = JSON.stringify([{ type: 'subsnap', params: { workflowId: subsnapId } }]);
  return Workflow.query(db)
    .alias('w')
    .whereNot('w.id', subsnapId)
    .where((using) =>
      using
        .whereRaw(`w.draft_graph->'nodes' @> ?::jsonb`, [uses])
        .orWhereExists(
          WorkflowVersion.query(db)
            .alias('v')
            .whereColumn('v.workflow_id', 'w.id')
            .whereRaw(`v.drawn_graph->'nodes' @> ?::jsonb`, [uses]),
        ),
    )
    .orderBy('w.name')
    .select('w.id', 'w.name');
}

/**
 * The sub-snaps whose pinned version a workflow's version `version` changed from the version
 * before it (by sub-snap, whatever node uses it): what a publish's audit entry names.
 */
export async function subsnapUpdates(
  db: Database,
  id: string,
  version: number,
): Promise<{ subsnapId: string; name: string; from: number; to: number }[]> {
  if (version < 2) return [];
  const rows = await WorkflowVersion.query(db)
    .where({ workflow_id: id })
    .whereIn('version', [version - 1, version])
    .orderBy('version')
    .select('graph', 'drawn_graph');
  const pinned = (graph: WorkflowGraph | undefined) =>
    new Map(
      (graph?.nodes ?? []).flatMap((n) => {
        const params = n.type === 'subsnap' && subsnapParamsSchema.safeParse(n.params);
        return params && params.success ? [[params.data.workflowId, params.data] as const] : [];
      }),
    );
  const before = pinned(rows[0]?.drawn_graph ?? rows[0]?.graph);
  const after = pinned(rows[1]?.drawn_graph ?? rows[1]?.graph);
  return [...after.values()].flatMap((now) => {
    const then = before.get(now.workflowId);
    return then && then.version !== now.version
      ? [{ subsnapId: now.workflowId, name: now.name, from: then.version, to: now.version }]
      : [];
  });
}
