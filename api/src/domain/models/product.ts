import { Model, type QueryBuilder } from 'objection';
import { type ProductStatus } from '../../contract/products';
import { ProductImage } from './product-image';

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

  static override modifiers = {
    ownedBy: (query: QueryBuilder<Product>, userId: string) =>
      query.where('products.user_id', userId),
    /** Saved products: drafts are neither listed nor counted. */
    active: (query: QueryBuilder<Product>) => query.where('products.status', 'active'),
  };
}
