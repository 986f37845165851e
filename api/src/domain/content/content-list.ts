import { type ContentPage } from '../../contract/content';
import { type Database } from '../database';
import { findOwnProduct } from '../products/product-queries';
import { ownContentQuery, toContentItem, type ContentRow } from './content-items';

/**
 * GET /api/content: one page of the creator's content, newest first, optionally only one of their
 * products' content or one run's. One row more than the page is read to know whether another
 * page follows. Another creator's run needs no check: their content is not in this query at all.
 */
export async function listContent(
  db: Database,
  userId: string,
  query: { page: number; limit: number; productId?: string; executionId?: string },
): Promise<ContentPage> {
  // Filtering by someone else's product answers 404, not an empty page.
  if (query.productId) await findOwnProduct(db, userId, query.productId);
  const rows = await ownContentQuery(db, userId)
    .modify((q) => {
      if (query.productId) q.where('content.product_id', query.productId);
      if (query.executionId) q.where('content.execution_id', query.executionId);
    })
    .modify('newestFirst')
    .offset((query.page - 1) * query.limit)
    .limit(query.limit + 1)
    .castTo<ContentRow[]>();
  return {
    content: rows.slice(0, query.limit).map(toContentItem),
    hasMore: rows.length > query.limit,
  };
}
