import { Model } from 'objection';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';

/** A published, immutable version of a workflow: its graph and what one run costs. */
export class WorkflowVersion extends Model {
  static override tableName = 'workflow_versions';
  /** jsonb: written as JSON (a graph holds arrays, which pg would send as Postgres arrays). */
  static override jsonAttributes = ['graph', 'drawn_graph'];

  id!: string;
  workflow_id!: string;
  version!: number;
  /** The graph that runs: sub-snaps drawn out into their steps (flattenSubsnaps). */
  graph!: WorkflowGraph;
  /** The graph as the manager drew it, when it differs from `graph` (it uses sub-snaps). */
  drawn_graph!: WorkflowGraph | null;
  cost!: number;
  note!: string;
  published_by!: string | null;
  published_at!: Date;
}
