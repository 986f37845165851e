import { subsnapNodeParams } from '@studio/workflows/graph/subsnap-params';
import { type SubsnapSummary } from '../../contract/workflows';
import { type Database } from '../database';
import { Workflow } from '../models/workflow';
import { WorkflowVersion } from '../models/workflow-version';
import { workflowsUsingSubsnap } from './workflow-versions';

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
      usedBy: await workflowsUsingSubsnap(db, subsnap.id),
    });
  }
  return listed;
}
