import { Model, type QueryBuilder } from 'objection';

export type ProductStatus = 'draft' | 'active';

/** A creator's product; its images are stored files, in order (the first is the main one). */
export class Product extends Model {
  static override tableName = 'products';

  id!: string;
  user_id!: string;
  name!: string;
  description!: string;
  status!: ProductStatus;
  source_url!: string | null;
  created_at!: Date;
  updated_at!: Date;
  images?: ProductImage[];

  static override relationMappings = () => ({
    images: {
      relation: Model.HasManyRelation,
      modelClass: ProductImage,
      join: { from: 'products.id', to: 'product_images.product_id' },
    },
  });
}

export class ProductImage extends Model {
  static override tableName = 'product_images';
  static override idColumn = ['product_id', 'position'];

  product_id!: string;
  position!: number;
  file_key!: string;

  static override modifiers = {
    /** In their order: the first is the product's main image. */
    ordered: (query: QueryBuilder<ProductImage>) => query.orderBy('position'),
  };
}
