import { SOCIAL_FORMATS_CONTENT_NAME } from '@studio/workflows/graph/with-social-formats';
import { type ContentPage, type ListContentQuery } from '../../contract/content';
import { type Database } from '../database';
import { type QueryBuilder } from 'objection';
import { type Content } from '../models/content';
import { findOwnProduct } from '../products/product-queries';
import { contentImages, ownContentQuery, toContentItem, type ContentRow } from './content-items';

/**
 * A run's social formats, when the run also saved its own image: the library shows them grouped
 * under that image, not as an item of their own.
 */
const GROUPED_FORMATS = `content.name = ? and exists (
  select 1 from content main where main.execution_id = content.execution_id
    and main.id <> content.id and main.removed_at is null and main.name <> ?)`;

/** `%text%` for ILIKE, the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The library's search and filters, on ownContentQuery. */
export function contentFilters(query: Omit<ListContentQuery, 'page' | 'limit'>) {
  return (q: QueryBuilder<Content>) => {
    if (query.productId) q.where('content.product_id', query.productId);
    if (query.executionId) q.where('content.execution_id', query.executionId);
    if (query.type) q.where('content.type', query.type);
    if (query.snapId) {
      q.whereExists((e) =>
        e
          .from('executions')
          .whereRaw('executions.id = content.execution_id')
          .where('executions.snap_id', query.snapId!),
      );
    }
    if (query.from) q.whereRaw('content.created_at >= ?::date', [query.from]);
    if (query.to) q.whereRaw(`content.created_at < ?::date + interval '1 day'`, [query.to]);
    if (query.q) {
      const like = containing(query.q);
      q.where((w) =>
        w
          .where('content.name', 'ilike', like)
          .orWhere('product.name', 'ilike', like)
          .orWhereRaw(
            `exists (select 1 from executions e join snaps s on s.id = e.snap_id
               where e.id = content.execution_id and s.name ilike ?)`,
            [like],
          ),
      );
    }
  };
}

/**
 * GET /api/content: one page of the creator's content, newest first, searched and filtered. In
 * the library a run's social formats are grouped under its image (`formats`); one run's content
 * (`executionId`) is listed item by item. One row more than the page is read to know whether
 * another page follows. Another creator's run needs no check: their content is not in this query.
 */
export async function listContent(
  db: Database,
  userId: string,
  query: ListContentQuery,
): Promise<ContentPage> {
  // Filtering by someone else's product answers 404, not an empty page.
  if (query.productId) await findOwnProduct(db, userId, query.productId);
  const grouped = !query.executionId;
  const rows = await ownContentQuery(db, userId)
    .modify(contentFilters(query))
    .modify((q) => {
      if (grouped) {
        q.whereNot((w) =>
          w.whereRaw(GROUPED_FORMATS, [SOCIAL_FORMATS_CONTENT_NAME, SOCIAL_FORMATS_CONTENT_NAME]),
        );
      }
    })
    .modify('newestFirst')
    .offset((query.page - 1) * query.limit)
    .limit(query.limit + 1)
    .castTo<ContentRow[]>();
  const page = rows.slice(0, query.limit);
  const formats = grouped ? await formatsOf(db, userId, page) : undefined;
  return {
    content: page.map((row) => ({
      ...toContentItem(row),
      ...(formats ? { formats: formats.get(row.execution_id ?? '') ?? [] } : {}),
    })),
    hasMore: rows.length > query.limit,
  };
}

/** The grouped social formats of the page's runs, by run. */
async function formatsOf(db: Database, userId: string, page: ContentRow[]) {
  const runs = page
    .filter((row) => row.execution_id && row.name !== SOCIAL_FORMATS_CONTENT_NAME)
    .map((row) => row.execution_id!);
  const byRun = new Map<string, NonNullable<ContentPage['content'][number]['formats']>>();
  if (runs.length === 0) return byRun;
  const rows = await ownContentQuery(db, userId)
    .whereIn('content.execution_id', runs)
    .where('content.name', SOCIAL_FORMATS_CONTENT_NAME)
    .modify('newestFirst')
    .castTo<ContentRow[]>();
  for (const row of rows) {
    const list = byRun.get(row.execution_id!) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      images: contentImages(row),
    });
    byRun.set(row.execution_id!, list);
  }
  return byRun;
}
