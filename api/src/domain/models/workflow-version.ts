import { Model } from 'objection';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';

/** A published, immutable version of a workflow: its graph and what one run costs. */
export class WorkflowVersion extends Model {
  static override tableName = 'workflow_versions';
  /** jsonb: written as JSON (a graph holds arrays, which pg would send as Postgres arrays). */
  static override jsonAttributes = ['graph'];

  id!: string;
  workflow_id!: string;
  version!: number;
  graph!: WorkflowGraph;
  cost!: number;
  note!: string;
  published_by!: string | null;
  published_at!: Date;
}
