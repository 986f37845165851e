import { subsnapNodeParams } from '@studio/workflows/graph/subsnap-params';
import { type SubsnapSummary } from '../../contract/workflows';
import { type Database } from '../database';
import { Workflow } from '../models/workflow';
import { WorkflowVersion } from '../models/workflow-version';
import { subsnapRefs } from '@studio/workflows/graph/flatten-subsnaps';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';

/**
 * Every sub-snap with a published version, by name: its newest version as a node stores it (the
 * palette adds that; a node on an older one is offered the update) and who uses it.
 */
export async function listSubsnaps(db: Database): Promise<SubsnapSummary[]> {
  const subsnaps = await Workflow.query(db)
    .where('kind', 'subsnap')
    .orderBy('name')
    .select('id', 'name', 'description');
  if (subsnaps.length === 0) return [];
  const newest = await WorkflowVersion.query(db)
    .distinctOn('workflow_id')
    .whereIn(
      'workflow_id',
      subsnaps.map((s) => s.id),
    )
    .orderBy([{ column: 'workflow_id' }, { column: 'version', order: 'desc' }])
    .select('workflow_id', 'version', 'graph');
  const latest = new Map(newest.map((v) => [v.workflow_id, v]));
  const users = await subsnapUsers(db);
  const listed: SubsnapSummary[] = [];
  for (const subsnap of subsnaps) {
    const version = latest.get(subsnap.id);
    if (!version) continue;
    listed.push({
      id: subsnap.id,
      name: subsnap.name,
      description: subsnap.description,
      latest: subsnapNodeParams(
        { workflowId: subsnap.id, name: subsnap.name, version: version.version },
        version.graph,
      ),
      usedBy: users.get(subsnap.id) ?? [],
    });
  }
  return listed;
}

/**
 * Every workflow using each sub-snap, by name — in its draft or a version it published — read in
 * two queries for the whole list rather than one per sub-snap.
 */
async function subsnapUsers(db: Database): Promise<Map<string, { id: string; name: string }[]>> {
  const uses = JSON.stringify([{ type: 'subsnap' }]);
  const [drafts, versions] = await Promise.all([
    Workflow.query(db)
      .whereRaw(`draft_graph->'nodes' @> ?::jsonb`, [uses])
      .select('id', 'name', 'draft_graph'),
    WorkflowVersion.query(db)
      .alias('v')
      .join('workflows as w', 'w.id', 'v.workflow_id')
      .whereRaw(`v.drawn_graph->'nodes' @> ?::jsonb`, [uses])
      .select('w.id', 'w.name', 'v.drawn_graph')
      .castTo<{ id: string; name: string; drawn_graph: WorkflowGraph }[]>(),
  ]);
  const users = new Map<string, Map<string, string>>();
  const using = (user: { id: string; name: string }, graph: WorkflowGraph) => {
    for (const ref of subsnapRefs(graph)) {
      if (ref.workflowId === user.id) continue;
      const named = users.get(ref.workflowId) ?? new Map<string, string>();
      named.set(user.id, user.name);
      users.set(ref.workflowId, named);
    }
  };
  for (const draft of drafts) using(draft, draft.draft_graph);
  for (const version of versions) using(version, version.drawn_graph);
  return new Map(
    [...users].map(([subsnapId, named]) => [
      subsnapId,
      [...named].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    ]),
  );
}
