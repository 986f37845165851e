import { type ContentItem } from '../../contract/content';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { Content } from '../models/content';
import { fileUrl } from './content-queries';

export class ContentNotFoundError extends DomainError {
  constructor() {
    super('content_not_found');
  }
}

/** A content row with its images and its product's name, as ownContentQuery reads it. */
export type ContentRow = Content & { product_name: string | null };

/** One creator's content with each item's product name and images, for listing or by id. */
export function ownContentQuery(db: Database, userId: string) {
  return Content.query(db)
    .modify('ownedBy', userId)
    .leftJoinRelated('product')
    .select('content.*', 'product.name as product_name')
    .withGraphFetched('images(ordered)');
}

/** A row of ownContentQuery as the API answers it. */
export function toContentItem(row: ContentRow): ContentItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    contentUrls: (row.images ?? []).map((image) => fileUrl(image.file_key)),
    caption: row.caption,
    productId: row.product_id,
    productName: row.product_name,
    executionId: row.execution_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** One of the creator's content items; someone else's answers the same 404 as a missing one. */
export async function findOwnContent(
  db: Database,
  userId: string,
  contentId: string,
): Promise<ContentItem> {
  const row = isUuid(contentId)
    ? await ownContentQuery(db, userId)
        .where('content.id', contentId)
        .first()
        .castTo<ContentRow | undefined>()
    : undefined;
  if (!row) throw new ContentNotFoundError();
  return toContentItem(row);
}
