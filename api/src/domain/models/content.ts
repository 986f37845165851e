import { Model, type QueryBuilder } from 'objection';
import { type ContentType } from '../../contract/content';
import { ContentImage } from './content-image';
import { Product } from './product';

/** A generated piece of content; its images are files, in order. */
export class Content extends Model {
  static override tableName = 'content';

  id!: string;
  execution_id!: string | null;
  user_id!: string | null;
  /** The creator's product this content is for, if linked. */
  product_id!: string | null;
  output_node_id!: string;
  caption!: string | null;
  name!: string;
  type!: ContentType;
  created_at!: Date;
  /** Set when a manager removed it (with who and why): it has left the creator's library. */
  removed_at!: Date | null;
  removed_by!: string | null;
  removal_reason!: string | null;
  images?: ContentImage[];
  product?: Product | null;

  static override relationMappings = () => ({
    images: {
      relation: Model.HasManyRelation,
      modelClass: ContentImage,
      join: { from: 'content.id', to: 'content_images.content_id' },
    },
    product: {
      relation: Model.BelongsToOneRelation,
      modelClass: Product,
      join: { from: 'content.product_id', to: 'products.id' },
    },
  });

  static override modifiers = {
    /**
     * A creator's library: their content that no manager has removed. Every read a creator makes
     * goes through it (list, detail, counts, file access, feedback), so a removed item is gone
     * for its creator everywhere; managers read removed items on purpose (`removed`).
     */
    ownedBy: (query: QueryBuilder<Content>, userId: string) =>
      query.where('content.user_id', userId).modify('notRemoved'),
    notRemoved: (query: QueryBuilder<Content>) => query.whereNull('content.removed_at'),
    /** Newest first; the id breaks ties so that pages never overlap. */
    newestFirst: (query: QueryBuilder<Content>) =>
      query.orderBy([
        { column: 'content.created_at', order: 'desc' },
        { column: 'content.id', order: 'desc' },
      ]),
  };
}
