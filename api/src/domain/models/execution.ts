import { Model } from 'objection';

export type ExecutionStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface ExecutionError {
  type: string;
  message: string;
  /** E005 for sensitive content. */
  code?: string;
  nodeId?: string;
}

/** One run of a snap; its id is also the id of the Temporal workflow that runs it. */
export class Execution extends Model {
  static override tableName = 'executions';

  id!: string;
  snap_id!: string;
  user_id!: string | null;
  is_demo!: boolean;
  workflow_version_id!: string | null;
  cost!: number;
  inputs!: Record<string, { fileKey: string } | { text: string }>;
  node_states!: Record<string, { status: string; error?: string; at?: string }>;
  replay_of!: string | null;
  /** The product it was run for (a packshot): its content is linked to that product. */
  product_id!: string | null;
  status!: ExecutionStatus;
  input_file_key!: string;
  error!: ExecutionError | null;
  created_at!: Date;
  started_at!: Date | null;
  finished_at!: Date | null;
}
