import { SOCIAL_FORMATS_CONTENT_NAME } from '@studio/workflows/graph/with-social-formats';
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

/**
 * Deletes the creator's items `ids` and the social formats grouped under them (the library shows
 * them as one), in one transaction. Any id that is not one of the creator's items answers 404 and
 * nothing is deleted. Answers how many items went, formats included.
 */
export async function deleteContentItems(
  db: Database,
  userId: string,
  ids: string[],
): Promise<number> {
  return db.transaction(async (trx) => {
    const own = await Content.query(trx)
      .modify('ownedBy', userId)
      .whereIn('content.id', ids)
      .select('content.id', 'content.execution_id')
      .forUpdate();
    if (own.length !== new Set(ids).size) throw new ContentNotFoundError();
    const runs = own.map((row) => row.execution_id).filter((id): id is string => id !== null);
    return Content.query(trx)
      .delete()
      .modify('ownedBy', userId)
      .where((w) =>
        w
          .whereIn('content.id', ids)
          .orWhere((f) =>
            f
              .whereIn('content.execution_id', runs)
              .where('content.name', SOCIAL_FORMATS_CONTENT_NAME),
          ),
      );
  });
}
