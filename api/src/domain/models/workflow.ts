import { Model } from 'objection';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';

/** A workflow a manager edits: a draft graph, published as immutable versions. */
export class Workflow extends Model {
  static override tableName = 'workflows';
  /** jsonb: written as JSON (a graph holds arrays, which pg would send as Postgres arrays). */
  static override jsonAttributes = ['draft_graph'];

  id!: string;
  name!: string;
  description!: string;
  draft_graph!: WorkflowGraph;
  created_by!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
