import { type Database } from '../database';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { Product } from '../models/product';

export class ProductNotFoundError extends DomainError {
  constructor() {
    super('product_not_found');
  }
}

/** The creator's saved (active) products with their images, newest first. */
export async function listActiveProducts(db: Database, userId: string): Promise<Product[]> {
  return Product.query(db)
    .modify('ownedBy', userId)
    .modify('active')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .withGraphFetched('images(ordered)');
}

/**
 * One of the creator's products (a draft too) with its images. Someone else's product answers
 * the same 404 as one that does not exist, so ids cannot be probed. `forUpdate` locks the row for
 * a write in the caller's transaction.
 */
export async function findOwnProduct(
  db: Database,
  userId: string,
  productId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Product> {
  if (!isUuid(productId)) throw new ProductNotFoundError();
  const query = Product.query(db)
    .modify('ownedBy', userId)
    .findById(productId)
    .withGraphFetched('images(ordered)');
  const product = await (options.forUpdate ? query.forUpdate() : query);
  if (!product) throw new ProductNotFoundError();
  return product;
}

/**
 * Several of the creator's products with their images, in the order asked, looked up together.
 * If any is someone else's or does not exist, the same 404 as for one.
 */
export async function findOwnProducts(
  db: Database,
  userId: string,
  productIds: string[],
): Promise<Product[]> {
  if (!productIds.every(isUuid)) throw new ProductNotFoundError();
  const found = await Product.query(db)
    .modify('ownedBy', userId)
    .whereIn('products.id', productIds)
    .withGraphFetched('images(ordered)');
  const byId = new Map(found.map((product) => [product.id, product]));
  return productIds.map((id) => {
    const product = byId.get(id);
    if (!product) throw new ProductNotFoundError();
    return product;
  });
}
