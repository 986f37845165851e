import { Model, type QueryBuilder } from 'objection';
import { WorkflowVersion } from './workflow-version';

/** A published workflow creators can run, pinned to one immutable version. */
export class Snap extends Model {
  static override tableName = 'snaps';

  id!: string;
  name!: string;
  tags!: string[];
  category!: string;
  description!: string;
  is_active!: boolean;
  workflow_id!: string | null;
  workflow_version_id!: string | null;
  created_at!: Date;
  workflowVersion?: WorkflowVersion | null;

  static override relationMappings = () => ({
    workflowVersion: {
      relation: Model.BelongsToOneRelation,
      modelClass: WorkflowVersion,
      join: { from: 'snaps.workflow_version_id', to: 'workflow_versions.id' },
    },
  });

  static override modifiers = {
    /** Creators can run it now: active, with a pinned version. */
    runnable: (query: QueryBuilder<Snap>) =>
      query.where('snaps.is_active', true).whereNotNull('snaps.workflow_version_id'),
  };
}
