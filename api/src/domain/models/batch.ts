import { type SocialFormat } from '@studio/workflows/graph/node-catalogue';
import { Model } from 'objection';
import { type BatchStatus } from '../../contract/batches';

/** A creator's batch: one snap over several products, each product its own execution. */
export class Batch extends Model {
  static override tableName = 'batches';
  // Written as JSON; `product_ids` is a Postgres uuid[], which node-postgres sends a list as.
  static override jsonAttributes = ['social_formats'];

  id!: string;
  user_id!: string;
  snap_id!: string;
  workflow_version_id!: string;
  /** What each run costs: the version's price plus its social formats. */
  cost_per_run!: number;
  social_formats!: SocialFormat[];
  /** The products as chosen: a run's `batch_position` is its place here. */
  product_ids!: string[];
  status!: BatchStatus;
  created_at!: Date;
  finished_at!: Date | null;
}
