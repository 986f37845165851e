import {
  type ManagedContent,
  type ManagedContentDetail,
  type ManagerContentQuery,
} from '../../contract/manager-content';
import { clock } from '../../platform/clock';
import { containsPattern } from '../contains-pattern';
import { type Database } from '../database';
import { isUuid } from '../ids';
import { Content } from '../models/content';
import { ContentImage } from '../models/content-image';
import { Feedback } from '../models/feedback';
import { ContentNotFoundError } from './content-items';
import { fileUrl } from './content-queries';

type ContentFilter = Omit<ManagerContentQuery, 'page' | 'limit'>;

interface ManagedRow {
  id: string;
  name: string;
  type: ManagedContent['type'];
  created_at: Date;
  execution_id: string | null;
  removed_at: Date | null;
  removal_reason: string | null;
  removed_by_email: string | null;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  snap_id: string | null;
  snap_name: string | null;
  thumbnail_key: string | null;
  image_count: number;
  rating: ManagedContent['rating'];
}

/**
 * Every creator's content under the managers' filters, with its creator and the snap its run
 * ran. Served by `content (created_at desc, id desc)` for the newest-first pages and by
 * `content (user_id, created_at)` once a creator is chosen (an email search finds the users
 * first).
 */
function filteredContent(db: Database, filter: ContentFilter) {
  return Content.query(db)
    .join('users as u', 'u.id', 'content.user_id')
    .leftJoin('executions as e', 'e.id', 'content.execution_id')
    .leftJoin('snaps as s', 's.id', 'e.snap_id')
    .modify((q) => {
      if (filter.creator) {
        if (isUuid(filter.creator)) q.where('content.user_id', filter.creator);
        else q.where('u.email', 'ilike', containsPattern(filter.creator));
      }
      if (filter.type) q.where('content.type', filter.type);
      if (filter.snapId) q.where('e.snap_id', filter.snapId);
      if (filter.from) q.where('content.created_at', '>=', filter.from);
      if (filter.to) q.where('content.created_at', '<', filter.to);
      const ratedBad = Feedback.query(db)
        .whereColumn('feedback.content_id', 'content.id')
        .where('feedback.rating', 'Bad');
      if (filter.ratedBad === true) q.whereExists(ratedBad);
      if (filter.ratedBad === false) q.whereNotExists(ratedBad);
      if (filter.state === 'active') q.modify('notRemoved');
      if (filter.state === 'removed') q.whereNotNull('content.removed_at');
    });
}

/** The columns of a row of the grid: the item, its creator, its snap, its first image, its rating. */
function describedContent(db: Database, filter: ContentFilter) {
  return filteredContent(db, filter)
    .leftJoin('users as remover', 'remover.id', 'content.removed_by')
    .select(
      'content.id',
      'content.name',
      'content.type',
      'content.created_at',
      'content.execution_id',
      'content.removed_at',
      'content.removal_reason',
      'remover.email as removed_by_email',
      'content.user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      's.id as snap_id',
      's.name as snap_name',
      ContentImage.query(db)
        .select('file_key')
        .whereColumn('content_images.content_id', 'content.id')
        .orderBy('position')
        .limit(1)
        .as('thumbnail_key'),
      db.raw(
        '(select count(*) from content_images i where i.content_id = content.id)::int as image_count',
      ),
      // The creator's own rating: one opinion per creator and item.
      Feedback.query(db)
        .select('rating')
        .whereColumn('feedback.content_id', 'content.id')
        .whereColumn('feedback.user_id', 'content.user_id')
        .as('rating'),
    );
}

const toManagedContent = (row: ManagedRow): ManagedContent => ({
  id: row.id,
  name: row.name,
  type: row.type,
  thumbnailUrl: row.thumbnail_key ? fileUrl(row.thumbnail_key) : null,
  imageCount: row.image_count,
  creator: {
    id: row.user_id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim() || row.email,
  },
  snap: row.snap_id && row.snap_name ? { id: row.snap_id, name: row.snap_name } : null,
  executionId: row.execution_id,
  rating: row.rating,
  createdAt: row.created_at.toISOString(),
  removal:
    row.removed_at && row.removal_reason
      ? { at: row.removed_at.toISOString(), by: row.removed_by_email, reason: row.removal_reason }
      : null,
});

/** One page of content under the filters, newest first, with the total. */
export async function listManagedContent(
  db: Database,
  query: ManagerContentQuery,
): Promise<{ items: ManagedContent[]; total: number }> {
  const [total, rows] = await Promise.all([
    filteredContent(db, query).resultSize(),
    describedContent(db, query)
      .orderBy([
        { column: 'content.created_at', order: 'desc' },
        { column: 'content.id', order: 'desc' },
      ])
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .castTo<ManagedRow[]>(),
  ]);
  return { items: rows.map(toManagedContent), total };
}

/**
 * One item as a manager opens it, removed or not: every image, the creator, the snap and the run
 * that made it, and the feedback given on it. 404 `content_not_found` for an unknown id.
 */
export async function findManagedContent(
  db: Database,
  contentId: string,
): Promise<ManagedContentDetail> {
  const row = isUuid(contentId)
    ? await describedContent(db, { state: 'all' })
        .leftJoin('products as p', 'p.id', 'content.product_id')
        .leftJoin('workflow_versions as v', 'v.id', 'e.workflow_version_id')
        .select(
          'content.caption',
          'p.name as product_name',
          'e.status as run_status',
          'e.created_at as run_created_at',
          'v.version as run_version',
        )
        .where('content.id', contentId)
        .first()
        .castTo<
          | (ManagedRow & {
              caption: string | null;
              product_name: string | null;
              run_status: NonNullable<ManagedContentDetail['run']>['status'] | null;
              run_created_at: Date | null;
              run_version: number | null;
            })
          | undefined
        >()
    : undefined;
  if (!row) throw new ContentNotFoundError();
  const [images, feedback] = await Promise.all([
    ContentImage.query(db).where('content_id', row.id).modify('ordered'),
    Feedback.query(db).where('content_id', row.id).orderBy('updated_at', 'desc'),
  ]);
  return {
    ...toManagedContent(row),
    contentUrls: images.map((image) => fileUrl(image.file_key)),
    caption: row.caption,
    productName: row.product_name,
    run:
      row.execution_id && row.run_status && row.run_created_at
        ? {
            id: row.execution_id,
            status: row.run_status,
            version: row.run_version,
            createdAt: row.run_created_at.toISOString(),
          }
        : null,
    feedback: feedback.map((entry) => ({
      rating: entry.rating,
      comment: entry.comment,
      ratedAt: entry.updated_at.toISOString(),
    })),
  };
}

/** One item locked for a manager's change (its removal), or undefined when there is none. */
export async function lockContent(trx: Database, id: string): Promise<Content | undefined> {
  return Content.query(trx).findById(id).forUpdate();
}

/** Takes an item out of its creator's library: the row stays, marked with who and why. */
export async function markContentRemoved(
  trx: Database,
  id: string,
  removal: { by: string; reason: string },
): Promise<void> {
  await Content.query(trx).findById(id).patch({
    removed_at: clock.now(),
    removed_by: removal.by,
    removal_reason: removal.reason,
  });
}
