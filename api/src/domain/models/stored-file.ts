import { Model } from 'objection';

/** The record of one file in storage. */
export class StoredFile extends Model {
  static override tableName = 'files';
  static override idColumn = 'key';

  key!: string;
  content_type!: string;
  byte_size!: number;
  width!: number | null;
  height!: number | null;
  created_at!: Date;
  /** When the bytes were last stored (a content-addressed file may be stored again). */
  last_stored_at!: Date;
}
