import { Model, type QueryBuilder } from 'objection';
import { Category } from './category';
import { WorkflowVersion } from './workflow-version';

/** A published workflow creators can run, pinned to one immutable version. */
export class Snap extends Model {
  static override tableName = 'snaps';

  id!: string;
  name!: string;
  tags!: string[];
  category_id!: string;
  description!: string;
  is_active!: boolean;
  workflow_id!: string | null;
  workflow_version_id!: string | null;
  /** Its place within its category in the gallery (ascending; ties by name). */
  position!: number;
  /** A stored file shown on the snap's card, or none. */
  cover_file_key!: string | null;
  created_at!: Date;
  updated_at!: Date;
  workflowVersion?: WorkflowVersion | null;
  category?: Category;

  static override relationMappings = () => ({
    workflowVersion: {
      relation: Model.BelongsToOneRelation,
      modelClass: WorkflowVersion,
      join: { from: 'snaps.workflow_version_id', to: 'workflow_versions.id' },
    },
    category: {
      relation: Model.BelongsToOneRelation,
      modelClass: Category,
      join: { from: 'snaps.category_id', to: 'categories.id' },
    },
  });

  static override modifiers = {
    /** Creators can run it now: active, with a pinned version. */
    runnable: (query: QueryBuilder<Snap>) =>
      query.where('snaps.is_active', true).whereNotNull('snaps.workflow_version_id'),
  };
}
