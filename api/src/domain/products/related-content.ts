import { type EnhancePackshotResponse } from '../../contract/products';
import { ownContentQuery, toContentItem, type ContentRow } from '../content/content-items';
import { fileUrl } from '../content/content-queries';
import { type Database } from '../database';
import { Content } from '../models/content';
import { type Product } from '../models/product';

/** The most content records one answer carries; `totalItems` still counts them all. */
export const RELATED_CONTENT_LIMIT = 48;

/**
 * Everything related to a product, as the packshot answer shows it: its content (newest first,
 * at most RELATED_CONTENT_LIMIT), its own images other than the main one, and how many items the
 * two hold in all.
 */
export async function relatedContent(
  db: Database,
  product: Product,
): Promise<EnhancePackshotResponse['relatedContent']> {
  const [rows, total] = await Promise.all([
    ownContentQuery(db, product.user_id)
      .where('content.product_id', product.id)
      .modify('newestFirst')
      .limit(RELATED_CONTENT_LIMIT)
      .castTo<ContentRow[]>(),
    Content.query(db)
      .modify('ownedBy', product.user_id)
      .where('content.product_id', product.id)
      .resultSize(),
  ]);
  const additionalImages = (product.images ?? []).slice(1).map((image) => fileUrl(image.file_key));
  return {
    contentRecords: rows.map(toContentItem),
    additionalImages,
    totalItems: total + additionalImages.length,
  };
}
