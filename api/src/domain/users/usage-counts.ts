import { type Database } from '../database';

/** `GET /api/user/usage`: the creator's saved (active) products and their content items. */
export async function usageCounts(
  db: Database,
  userId: string,
): Promise<{ productCount: number; contentCount: number }> {
  const [products, content] = await Promise.all([
    db('products')
      .where({ user_id: userId, status: 'active' })
      .count<{ count: string }>('* as count')
      .first(),
    db('content').where({ user_id: userId }).count<{ count: string }>('* as count').first(),
  ]);
  return { productCount: Number(products?.count ?? 0), contentCount: Number(content?.count ?? 0) };
}
