import { Model, type QueryBuilder } from 'objection';

/** One image of a product, at its position. */
export class ProductImage extends Model {
  static override tableName = 'product_images';
  static override idColumn = ['product_id', 'position'];

  product_id!: string;
  position!: number;
  file_key!: string;

  static override modifiers = {
    /** In their order: the first is the product's main image. */
    ordered: (query: QueryBuilder<ProductImage>) => query.orderBy('product_images.position'),
  };
}
