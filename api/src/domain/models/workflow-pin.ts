import { type NodeOutputs } from '@studio/workflows/graph/node-values';
import { Model } from 'objection';

/**
 * A node's output from a test run, pinned in the editor: the workflow's later test runs are
 * given it instead of running the node. Never used by a creator's run.
 */
export class WorkflowPin extends Model {
  static override tableName = 'workflow_pins';
  static override idColumn = ['workflow_id', 'node_id'];
  static override jsonAttributes = ['outputs'];

  workflow_id!: string;
  node_id!: string;
  outputs!: NodeOutputs;
  /** The test run that made it, whose files are kept while the pin lasts. */
  execution_id!: string;
  pinned_by!: string | null;
  pinned_at!: Date;
}
