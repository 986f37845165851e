import { type SubmitFeedback } from '../../contract/feedback';
import { findOwnContent } from '../content/content-items';
import { type Database } from '../database';
import { Feedback } from '../models/feedback';

/**
 * Stores a creator's rating of their own content. The content's URLs are taken from our own
 * records rather than the request, so the manager screen shows what was really rated.
 */
export async function submitFeedback(
  db: Database,
  userId: string,
  feedback: { contentId: string; rating: SubmitFeedback['rating']; comment: string | null },
): Promise<void> {
  const content = await findOwnContent(db, userId, feedback.contentId);
  const row = {
    rating: feedback.rating,
    comment: feedback.comment,
    content_urls: content.contentUrls,
    updated_at: db.fn.now(),
  };
  await Feedback.query(db)
    .insert({ user_id: userId, content_id: feedback.contentId, ...row })
    .onConflict(['user_id', 'content_id'])
    .merge(row);
}
