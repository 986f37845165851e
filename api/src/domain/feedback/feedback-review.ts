import {
  type FeedbackStats,
  type ManagerFeedbackItem,
  type ManagerFeedbackQuery,
} from '../../contract/manager-feedback';
import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { Feedback } from '../models/feedback';

type FeedbackFilter = Omit<ManagerFeedbackQuery, 'page' | 'limit'>;

interface FeedbackRow {
  id: string;
  rating: ManagerFeedbackItem['rating'];
  comment: string | null;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  snap_id: string | null;
  snap_name: string | null;
  content_id: string | null;
  content_urls: string[];
  updated_at: Date;
}

/**
 * Ratings under the managers' filters, each with the snap its content came from (through the
 * content's run). Dates filter on when the rating was last given, which is what the list shows.
 */
function filteredFeedback(db: Database, filter: FeedbackFilter) {
  return Feedback.query(db)
    .alias('f')
    .join('users as u', 'u.id', 'f.user_id')
    .leftJoin('content as c', 'c.id', 'f.content_id')
    .leftJoin('executions as e', 'e.id', 'c.execution_id')
    .leftJoin('snaps as s', 's.id', 'e.snap_id')
    .modify((q) => {
      if (filter.rating) q.where('f.rating', filter.rating);
      if (filter.snapId) q.where('e.snap_id', filter.snapId);
      if (filter.withComment === true) q.whereNotNull('f.comment');
      if (filter.withComment === false) q.whereNull('f.comment');
      if (filter.from) q.where('f.updated_at', '>=', filter.from);
      if (filter.to) q.where('f.updated_at', '<', filter.to);
    });
}

const toItem = (row: FeedbackRow): ManagerFeedbackItem => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  creator: {
    id: row.user_id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim() || row.email,
  },
  snap: row.snap_id && row.snap_name ? { id: row.snap_id, name: row.snap_name } : null,
  contentId: row.content_id,
  images: row.content_urls,
  ratedAt: row.updated_at.toISOString(),
});

/** One page of ratings under the filters, newest first, with the total. */
export async function listFeedback(
  db: Database,
  query: FeedbackFilter & { page: number; limit: number },
): Promise<{ items: ManagerFeedbackItem[]; total: number }> {
  const [counted, rows] = await Promise.all([
    filteredFeedback(db, query).count('f.id as total').castTo<{ total: string }[]>(),
    filteredFeedback(db, query)
      .select(
        'f.id',
        'f.rating',
        'f.comment',
        'f.user_id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'e.snap_id',
        's.name as snap_name',
        'f.content_id',
        'f.content_urls',
        'f.updated_at',
      )
      .orderBy([
        { column: 'f.updated_at', order: 'desc' },
        { column: 'f.id', order: 'desc' },
      ])
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .castTo<FeedbackRow[]>(),
  ]);
  return { items: rows.map(toItem), total: Number(counted[0]?.total ?? 0) };
}

/**
 * Good and Bad per snap and UTC week (weeks start on Monday) over the last `weeks` weeks, this
 * one included. Ratings whose content is gone, or that came from test runs, have no snap and are
 * left out: there is nothing to compare them with.
 */
export async function feedbackStats(
  db: Database,
  weeks: number,
  now = clock.now(),
): Promise<FeedbackStats> {
  const { rows } = await db.raw<{
    rows: Array<{ week: string; snap_id: string; snap_name: string; good: number; bad: number }>;
  }>(
    `select to_char(date_trunc('week', f.updated_at at time zone 'utc'), 'YYYY-MM-DD') as week,
            s.id as snap_id, s.name as snap_name,
            (count(*) filter (where f.rating = 'Good'))::int as good,
            (count(*) filter (where f.rating = 'Bad'))::int as bad
     from feedback f
     join content c on c.id = f.content_id
     join executions e on e.id = c.execution_id
     join snaps s on s.id = e.snap_id
     where f.updated_at >= date_trunc('week', ?::timestamptz at time zone 'utc') at time zone 'utc'
                           - make_interval(weeks => ?)
     group by 1, s.id, s.name
     order by 1, s.name`,
    [now, weeks - 1],
  );
  const snaps = new Map<string, FeedbackStats['snaps'][number]>();
  for (const row of rows) {
    const snap = snaps.get(row.snap_id) ?? {
      id: row.snap_id,
      name: row.snap_name,
      good: 0,
      bad: 0,
    };
    snap.good += row.good;
    snap.bad += row.bad;
    snaps.set(row.snap_id, snap);
  }
  return {
    weeks,
    snaps: [...snaps.values()].sort(
      (a, b) => b.good + b.bad - (a.good + a.bad) || a.name.localeCompare(b.name),
    ),
    points: rows.map(({ week, snap_id, good, bad }) => ({ week, snapId: snap_id, good, bad })),
  };
}
