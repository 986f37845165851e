import { Model } from 'objection';
import { User } from './user';

/** A manager's saved filter of the executions console, private or shared with every manager. */
export class ConsoleView extends Model {
  static override tableName = 'console_views';
  static override relationMappings = () => ({
    owner: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'console_views.owner_id', to: 'users.id' },
    },
  });

  id!: string;
  owner_id!: string;
  name!: string;
  /** The console's address query: `status=failed&snapId=…`. */
  query!: string;
  shared!: boolean;
  created_at!: Date;
}
