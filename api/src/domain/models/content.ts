import { Model } from 'objection';

export type ContentType = 'static_image' | 'story' | 'carousel' | 'video';

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
  images?: ContentImage[];

  static override relationMappings = () => ({
    images: {
      relation: Model.HasManyRelation,
      modelClass: ContentImage,
      join: { from: 'content.id', to: 'content_images.content_id' },
    },
  });
}

export class ContentImage extends Model {
  static override tableName = 'content_images';
  static override idColumn = ['content_id', 'position'];

  content_id!: string;
  position!: number;
  file_key!: string;
}
