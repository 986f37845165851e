import { Model } from 'objection';

/** Every occurrence of one fault (same source, code, route and message), counted: Error Logs' row. */
export class ErrorGroup extends Model {
  static override tableName = 'error_groups';

  id!: string;
  signature!: string;
  source!: 'api' | 'run';
  code!: string;
  route!: string | null;
  message!: string;
  count!: number;
  first_seen!: Date;
  last_seen!: Date;
  resolved_at!: Date | null;
  resolved_by!: string | null;
}
