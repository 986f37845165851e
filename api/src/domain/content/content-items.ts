import { type Knex } from 'knex';
import { type ContentItem } from '../../contract/content';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { fileUrl } from './content-queries';

export class ContentNotFoundError extends DomainError {
  constructor() {
    super('content_not_found');
  }
}

interface ContentRow {
  id: string;
  name: string;
  type: ContentItem['type'];
  caption: string | null;
  product_id: string | null;
  product_name: string | null;
  execution_id: string | null;
  created_at: Date;
}

/** One creator's content with each item's product name, for listing or fetching by id. */
export function ownContentQuery(db: Database | Knex.Transaction, userId: string) {
  return db('content')
    .leftJoin('products', 'products.id', 'content.product_id')
    .where('content.user_id', userId)
    .select<ContentRow[]>(
      'content.id',
      'content.name',
      'content.type',
      'content.caption',
      'content.product_id',
      'products.name as product_name',
      'content.execution_id',
      'content.created_at',
    );
}

/** Newest first; the id breaks ties so that pages never overlap. */
export const NEWEST_FIRST = [
  { column: 'content.created_at', order: 'desc' },
  { column: 'content.id', order: 'desc' },
] as const;

/** The rows as the API answers them, with their images (one query for all of them). */
export async function toContentItems(
  db: Database | Knex.Transaction,
  rows: ContentRow[],
): Promise<ContentItem[]> {
  const images = await db('content_images')
    .whereIn(
      'content_id',
      rows.map((row) => row.id),
    )
    .orderBy('position')
    .select<Array<{ content_id: string; file_key: string }>>('content_id', 'file_key');
  const urls = new Map<string, string[]>(rows.map((row) => [row.id, []]));
  for (const image of images) urls.get(image.content_id)!.push(fileUrl(image.file_key));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    contentUrls: urls.get(row.id)!,
    caption: row.caption,
    productId: row.product_id,
    productName: row.product_name,
    executionId: row.execution_id,
    createdAt: row.created_at.toISOString(),
  }));
}

/** One of the creator's content items; someone else's answers the same 404 as a missing one. */
export async function findOwnContent(
  db: Database | Knex.Transaction,
  userId: string,
  contentId: string,
): Promise<ContentItem> {
  const row = isUuid(contentId)
    ? await ownContentQuery(db, userId).where('content.id', contentId).first()
    : undefined;
  if (!row) throw new ContentNotFoundError();
  return (await toContentItems(db, [row]))[0]!;
}
