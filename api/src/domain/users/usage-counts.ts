import { type Database } from '../database';
import { Content } from '../models/content';
import { Product } from '../models/product';

/** `GET /api/user/usage`: the creator's saved (active) products and their content items. */
export async function usageCounts(
  db: Database,
  userId: string,
): Promise<{ productCount: number; contentCount: number }> {
  const [productCount, contentCount] = await Promise.all([
    Product.query(db).modify('ownedBy', userId).modify('active').resultSize(),
    Content.query(db).modify('ownedBy', userId).resultSize(),
  ]);
  return { productCount, contentCount };
}
