import { Model } from 'objection';

/** An operator's bulk replay: the runs it targets, how far it got, and why it was asked for. */
export class BulkReplay extends Model {
  static override tableName = 'bulk_replays';

  id!: string;
  actor_id!: string | null;
  actor_email!: string;
  reason!: string;
  mode!: 'start' | 'failed-step';
  /** 'pinned', 'latest' or a version number. */
  version!: string;
  include_replayed!: boolean;
  /** A Postgres uuid[]: node-postgres reads and writes it as a list. */
  target_ids!: string[];
  status!: 'running' | 'succeeded' | 'cancelled' | 'failed';
  started!: number;
  succeeded!: number;
  failed!: number;
  skipped!: number;
  created_at!: Date;
  finished_at!: Date | null;
}
