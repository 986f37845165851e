import { type SubmitFeedback } from '../../contract/feedback';
import { findContent } from '../content/content-queries';
import { type Database } from '../database';
import { NotFoundError } from '../errors';

/**
 * Stores a creator's rating of their own content. The content's URLs are taken from our own
 * records rather than the request, so the manager screen shows what was really rated.
 */
export async function submitFeedback(
  db: Database,
  userId: string,
  feedback: { contentId: string; rating: SubmitFeedback['rating']; comment: string | null },
): Promise<void> {
  const content = await db('content').where({ id: feedback.contentId, user_id: userId }).first();
  if (!content) throw new NotFoundError('content_not_found', 'Content not found');
  const view = await findContent(db, feedback.contentId);
  const row = {
    rating: feedback.rating,
    comment: feedback.comment,
    content_urls: view?.contentUrls ?? [],
    updated_at: db.fn.now(),
  };
  await db('feedback')
    .insert({ user_id: userId, content_id: feedback.contentId, ...row })
    .onConflict(['user_id', 'content_id'])
    .merge(row);
}
