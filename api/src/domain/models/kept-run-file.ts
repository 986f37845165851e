import { Model } from 'objection';

/** A file a kept test run made or was given: the file sweep leaves it (test-run-files.ts). */
export class KeptRunFile extends Model {
  static override tableName = 'kept_run_files';
  static override idColumn = ['execution_id', 'file_key'];

  execution_id!: string;
  file_key!: string;
}
