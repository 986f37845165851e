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

/** A content row with its images' file keys and its product's name, as ownContentQuery reads it. */
export type ContentRow = Content & { product_name: string | null; image_keys: string[] };

/**
 * One creator's content with each item's product name and images' file keys (in order), for
 * listing or by id: one query, the images as an array beside each row. A page is read on every
 * visit to the library, and each round trip to the database costs the API more than the rest of
 * the request (issue 16's `api` benchmark).
 */
export function ownContentQuery(db: Database, userId: string) {
  return Content.query(db)
    .modify('ownedBy', userId)
    .leftJoinRelated('product')
    .select(
      'content.*',
      'product.name as product_name',
      db.raw(
        'array(select file_key from content_images where content_id = content.id order by position) as image_keys',
      ),
    );
}

/** A row of ownContentQuery as the API answers it. */
export function toContentItem(row: ContentRow): ContentItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    contentUrls: row.image_keys.map(fileUrl),
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
