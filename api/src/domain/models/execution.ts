import { Model } from 'objection';

export type ExecutionStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface ExecutionError {
  type: string;
  message: string;
}

/** One run of a snap; its id is also the id of the Temporal workflow that runs it. */
export class Execution extends Model {
  static override tableName = 'executions';

  id!: string;
  snap_id!: string;
  user_id!: string | null;
  is_demo!: boolean;
  status!: ExecutionStatus;
  input_file_key!: string;
  error!: ExecutionError | null;
  created_at!: Date;
  started_at!: Date | null;
  finished_at!: Date | null;
}
