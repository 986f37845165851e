import { type Knex } from 'knex';
import { type WorkflowGraph, type WorkflowKind } from '@studio/workflows/graph/graph';
import { graphCost } from '@studio/workflows/graph/graph-cost';
import { type GraphProblem } from '@studio/workflows/graph/graph-problems';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { Workflow } from '../models/workflow';
import { WorkflowVersion } from '../models/workflow-version';
import { graphToRun } from './subsnap-versions';

export class InvalidGraphError extends DomainError {
  constructor(problems: GraphProblem[]) {
    super(
      'invalid_graph',
      `The workflow cannot be published: ${problems[0]?.message ?? 'it is not valid'}`,
      { problems },
    );
  }
}

export async function createWorkflow(
  db: Database,
  workflow: {
    name: string;
    description?: string;
    graph: WorkflowGraph;
    createdBy?: string;
    kind?: WorkflowKind;
  },
): Promise<{ id: string }> {
  const created = await Workflow.query(db).insert({
    name: workflow.name,
    kind: workflow.kind ?? 'snap',
    description: workflow.description ?? '',
    draft_graph: workflow.graph,
    created_by: workflow.createdBy ?? null,
  });
  return { id: created.id };
}

export async function saveDraft(
  db: Database,
  workflowId: string,
  graph: WorkflowGraph,
): Promise<void> {
  const updated = await Workflow.query(db)
    .findById(workflowId)
    // Still a new revision: an editor open on the old one must not overwrite it unawares.
    .patch({
      draft_graph: graph,
      draft_revision: db.raw('draft_revision + 1') as unknown as number,
      updated_at: db.fn.now(),
    });
  if (!updated) throw new DomainError('workflow_not_found');
}

/**
 * Publishes the draft as the next immutable version, if the graph is valid, with its sub-snaps
 * drawn out into the steps that run (the drawn graph kept beside it for the editor). Versions are numbered
 * under a lock on the workflow row, so two managers publishing at once get 1 and 2, not 1 twice.
 */
export async function publishVersion(
  db: Database,
  workflowId: string,
  publishedBy?: string,
  note = '',
): Promise<WorkflowVersion> {
  const run = async (trx: Knex.Transaction) => {
    const workflow = await Workflow.query(trx).findById(workflowId).forUpdate();
    if (!workflow) throw new DomainError('workflow_not_found');
    const drawn = workflow.draft_graph;
    const { problems, graph } = await graphToRun(trx, drawn, workflow.kind);
    if (problems.length > 0) throw new InvalidGraphError(problems);
    const latest = await WorkflowVersion.query(trx)
      .where({ workflow_id: workflowId })
      .max('version as max')
      .first()
      .castTo<{ max: number | null } | undefined>();
    return WorkflowVersion.query(trx)
      .insert({
        workflow_id: workflowId,
        version: (latest?.max ?? 0) + 1,
        graph,
        drawn_graph: graph === drawn ? null : drawn,
        cost: graphCost(drawn),
        published_by: publishedBy ?? null,
        note,
      })
      .returning('*');
  };
  return db.isTransaction ? run(db as Knex.Transaction) : db.transaction(run);
}

export async function findVersion(
  db: Database,
  versionId: string,
): Promise<WorkflowVersion | undefined> {
  return WorkflowVersion.query(db).findById(versionId);
}

/** A version of a workflow by number, or its latest when `version` is not given. */
export async function findVersionOf(
  db: Database,
  workflowId: string,
  version?: number,
): Promise<WorkflowVersion | undefined> {
  const query = WorkflowVersion.query(db).where({ workflow_id: workflowId });
  return version ? query.findOne({ version }) : query.orderBy('version', 'desc').first();
}

/** A workflow's draft graph, or undefined when there is no such workflow. */
export async function findDraftGraph(db: Database, id: string): Promise<WorkflowGraph | undefined> {
  return (await Workflow.query(db).findById(id).select('draft_graph'))?.draft_graph;
}
