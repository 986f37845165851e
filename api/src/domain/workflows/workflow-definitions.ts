import { type Knex } from 'knex';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { graphCost } from '@studio/workflows/graph/graph-cost';
import { type GraphProblem } from '@studio/workflows/graph/graph-problems';
import { validateGraph } from '@studio/workflows/graph/validate-graph';
import { type Database } from '../database';
import { DomainError } from '../errors';

export class InvalidGraphError extends DomainError {
  constructor(problems: GraphProblem[]) {
    super(
      'invalid_graph',
      `The workflow cannot be published: ${problems[0]?.message ?? 'it is not valid'}`,
      { problems },
    );
  }
}

export interface WorkflowVersionRow {
  id: string;
  workflow_id: string;
  version: number;
  graph: WorkflowGraph;
  cost: number;
  published_at: Date;
}

export async function createWorkflow(
  db: Database | Knex.Transaction,
  workflow: { name: string; description?: string; graph: WorkflowGraph; createdBy?: string },
): Promise<{ id: string }> {
  const [row] = await db('workflows')
    .insert({
      name: workflow.name,
      description: workflow.description ?? '',
      draft_graph: JSON.stringify(workflow.graph),
      created_by: workflow.createdBy ?? null,
    })
    .returning('id');
  return row!;
}

export async function saveDraft(
  db: Database,
  workflowId: string,
  graph: WorkflowGraph,
): Promise<void> {
  const updated = await db('workflows')
    .where({ id: workflowId })
    .update({ draft_graph: JSON.stringify(graph), updated_at: db.fn.now() });
  if (!updated) throw new DomainError('workflow_not_found');
}

/**
 * Publishes the draft as the next immutable version, if the graph is valid. Versions are numbered
 * under a lock on the workflow row, so two managers publishing at once get 1 and 2, not 1 twice.
 */
export async function publishVersion(
  db: Database | Knex.Transaction,
  workflowId: string,
  publishedBy?: string,
): Promise<WorkflowVersionRow> {
  const run = async (trx: Knex.Transaction) => {
    const workflow = await trx('workflows')
      .where({ id: workflowId })
      .forUpdate()
      .first<{ draft_graph: WorkflowGraph }>();
    if (!workflow) throw new DomainError('workflow_not_found');
    const problems = validateGraph(workflow.draft_graph);
    if (problems.length > 0) throw new InvalidGraphError(problems);
    const latest = await trx('workflow_versions')
      .where({ workflow_id: workflowId })
      .max<{ max: number | null }>('version as max')
      .first();
    const [version] = await trx<WorkflowVersionRow>('workflow_versions')
      .insert({
        workflow_id: workflowId,
        version: (latest?.max ?? 0) + 1,
        graph: JSON.stringify(workflow.draft_graph) as unknown as WorkflowGraph,
        cost: graphCost(workflow.draft_graph),
        published_by: publishedBy ?? null,
      } as never)
      .returning('*');
    return version!;
  };
  return 'isTransaction' in db && db.isTransaction
    ? run(db as Knex.Transaction)
    : (db as Database).transaction(run);
}

export async function findVersion(
  db: Database,
  versionId: string,
): Promise<WorkflowVersionRow | undefined> {
  return db<WorkflowVersionRow>('workflow_versions').where({ id: versionId }).first();
}

/** A version of a workflow by number, or its latest when `version` is not given. */
export async function findVersionOf(
  db: Database,
  workflowId: string,
  version?: number,
): Promise<WorkflowVersionRow | undefined> {
  const query = db<WorkflowVersionRow>('workflow_versions').where({ workflow_id: workflowId });
  return version ? query.where({ version }).first() : query.orderBy('version', 'desc').first();
}
