import { Model } from 'objection';
import { type FeedbackRating } from '../../contract/feedback';

/** What a creator said about one of their content items; one opinion per creator and item. */
export class Feedback extends Model {
  static override tableName = 'feedback';

  id!: string;
  user_id!: string;
  /** Null once the content is deleted: what was said about it stays. */
  content_id!: string | null;
  rating!: FeedbackRating;
  comment!: string | null;
  content_urls!: string[];
  created_at!: Date;
  updated_at!: Date;
}
