import { Model } from 'objection';

/** An image a creator uploaded for analysis: theirs for a while, though nothing refers to it yet. */
export class FileUpload extends Model {
  static override tableName = 'file_uploads';
  static override idColumn = ['user_id', 'file_key'];

  user_id!: string;
  file_key!: string;
  created_at!: Date;
}
