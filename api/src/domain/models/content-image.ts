import { Model, type QueryBuilder } from 'objection';

/** One image of a content item, at its position. */
export class ContentImage extends Model {
  static override tableName = 'content_images';
  static override idColumn = ['content_id', 'position'];

  content_id!: string;
  position!: number;
  file_key!: string;

  static override modifiers = {
    ordered: (query: QueryBuilder<ContentImage>) => query.orderBy('content_images.position'),
  };
}
