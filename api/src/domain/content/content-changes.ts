import { type ContentItem } from '../../contract/content';
import { type Database } from '../database';
import { isUuid } from '../ids';
import { Content } from '../models/content';
import { findOwnProduct } from '../products/product-queries';
import { ContentNotFoundError, findOwnContent } from './content-items';

/**
 * PATCH /api/content/{id}: links the creator's content to one of their products, or unlinks it
 * (null). Both must be the caller's; otherwise 404 and nothing changes.
 */
export async function linkContentToProduct(
  db: Database,
  userId: string,
  contentId: string,
  productId: string | null,
): Promise<ContentItem> {
  return db.transaction(async (trx) => {
    const content = await findOwnContent(trx, userId, contentId);
    // Locked so that the product cannot be deleted between this check and the link.
    if (productId) await findOwnProduct(trx, userId, productId, { forUpdate: true });
    await Content.query(trx).patch({ product_id: productId }).where({ id: content.id });
    return findOwnContent(trx, userId, content.id);
  });
}

/**
 * DELETE /api/content/{id}: the content row and its image list go. The files stay for now: other
 * records may share them (files are content-addressed), and the housekeeping sweeps decide.
 */
export async function deleteContent(
  db: Database,
  userId: string,
  contentId: string,
): Promise<void> {
  const deleted = isUuid(contentId)
    ? await Content.query(db).delete().modify('ownedBy', userId).where('content.id', contentId)
    : 0;
  if (!deleted) throw new ContentNotFoundError();
}
