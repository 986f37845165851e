import { graphCost } from '@studio/workflows/graph/graph-cost';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { z } from 'zod';
import { type WorkflowDetail } from '../../contract/workflows';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Workflow } from '../models/workflow';
import { WorkflowVersion } from '../models/workflow-version';
import { graphToRun } from './subsnap-versions';

/** A workflow id is a uuid; anything else names no workflow (404, not a database error). */
export function workflowId(id: string | undefined): string {
  const parsed = z.string().uuid().safeParse(id);
  if (!parsed.success) throw new DomainError('workflow_not_found');
  return parsed.data;
}

/** The id of a workflow that exists; 404 `workflow_not_found` otherwise. */
export async function existingWorkflowId(db: Database, id: string | undefined): Promise<string> {
  const found = await Workflow.query(db).findById(workflowId(id)).select('id');
  if (!found) throw new DomainError('workflow_not_found');
  return found.id;
}

/** A version number from an address: a whole number from 1, else no such version (404). */
export function versionNumber(param: string): number {
  const parsed = z.coerce.number().int().min(1).safeParse(param);
  if (!parsed.success) throw new DomainError('workflow_version_not_found');
  return parsed.data;
}

const authorName = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', trim(${alias}.first_name || ' ' || ${alias}.last_name)) end`;

type Author = { id: string; name: string } | null;

/** What the editor opens: the draft with its revision, problems and cost, and every version. */
export async function workflowDetail(db: Database, id: string): Promise<WorkflowDetail> {
  const workflow = await Workflow.query(db)
    .alias('w')
    .leftJoin('users as u', 'u.id', 'w.draft_updated_by')
    .where('w.id', id)
    .select(
      'w.id',
      'w.name',
      'w.description',
      'w.kind',
      'w.draft_graph',
      'w.draft_revision',
      'w.updated_at',
      db.raw(`${authorName('u')} as updated_by`),
    )
    .first()
    .castTo<(Workflow & { updated_by: Author }) | undefined>();
  if (!workflow) throw new DomainError('workflow_not_found');
  const versions = await WorkflowVersion.query(db)
    .alias('v')
    .leftJoin('users as u', 'u.id', 'v.published_by')
    .where('v.workflow_id', id)
    .orderBy('v.version', 'desc')
    .select(
      'v.version',
      'v.note',
      'v.published_at',
      'v.cost',
      db.raw(`${authorName('u')} as published_by`),
    )
    .castTo<Array<Omit<WorkflowVersion, 'published_by'> & { published_by: Author }>>();
  return {
    id: workflow.id,
    name: workflow.name,
    description: workflow.description,
    kind: workflow.kind,
    draft: {
      graph: workflow.draft_graph,
      revision: workflow.draft_revision,
      updatedAt: workflow.updated_at.toISOString(),
      updatedBy: workflow.updated_by,
      problems: (await graphToRun(db, workflow.draft_graph, workflow.kind)).problems,
      cost: graphCost(workflow.draft_graph),
    },
    versions: versions.map((v) => ({
      version: v.version,
      note: v.note,
      publishedAt: v.published_at.toISOString(),
      publishedBy: v.published_by,
      cost: v.cost,
    })),
  };
}

/**
 * Saves a draft made from `revision` and answers the next one. One conditional update decides:
 * if another save came first, the revisions differ, nothing is written and the manager is told
 * (409 `draft_conflict`) which revision is current and who saved it, to reload or overwrite
 * (saving again from that revision). A draft may have problems; its shape is checked by the
 * route (workflowGraphSchema, with the graph limits).
 */
export async function saveDraftRevision(
  db: Database,
  id: string,
  draft: { graph: WorkflowGraph; revision: number },
  savedBy: string,
): Promise<{ revision: number }> {
  const [saved] = await Workflow.query(db)
    .where({ id, draft_revision: draft.revision })
    .patch({
      // jsonb: the model writes it as JSON (jsonAttributes).
      draft_graph: draft.graph,
      draft_revision: db.raw('draft_revision + 1') as unknown as number,
      draft_updated_by: savedBy,
      updated_at: db.fn.now(),
    })
    .returning('draft_revision');
  if (saved) return { revision: saved.draft_revision };
  const current = await Workflow.query(db)
    .alias('w')
    .leftJoin('users as u', 'u.id', 'w.draft_updated_by')
    .where('w.id', id)
    .select('w.draft_revision', db.raw(`${authorName('u')} as updated_by`))
    .first()
    .castTo<{ draft_revision: number; updated_by: Author } | undefined>();
  if (!current) throw new DomainError('workflow_not_found');
  throw new DomainError('draft_conflict', undefined, {
    revision: current.draft_revision,
    updatedBy: current.updated_by,
  });
}
