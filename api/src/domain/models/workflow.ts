import { Model } from 'objection';
import { type WorkflowGraph, type WorkflowKind } from '@studio/workflows/graph/graph';

/** A workflow a manager edits: a draft graph, published as immutable versions. */
export class Workflow extends Model {
  static override tableName = 'workflows';
  /** jsonb: written as JSON (a graph holds arrays, which pg would send as Postgres arrays). */
  static override jsonAttributes = ['draft_graph'];

  id!: string;
  name!: string;
  description!: string;
  /** A snap's workflow, or a sub-snap other workflows use as one node. */
  kind!: WorkflowKind;
  draft_graph!: WorkflowGraph;
  /** Raised by one at every draft save; a save names the revision it was made from. */
  draft_revision!: number;
  draft_updated_by!: string | null;
  created_by!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
