import { Model } from 'objection';

/** One occurrence of a fault, kept for the retention period; its group is by `signature`. */
export class ErrorLog extends Model {
  static override tableName = 'error_logs';

  id!: string;
  source!: 'api' | 'run';
  code!: string;
  message!: string;
  /** An API error's method and matched route pattern; a run's failed node. */
  route!: string | null;
  request_id!: string | null;
  // No foreign keys: an error's record outlives the run and the user it names.
  execution_id!: string | null;
  user_id!: string | null;
  stack!: string | null;
  signature!: string;
  created_at!: Date;
}
