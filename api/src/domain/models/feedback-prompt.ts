import { Model } from 'objection';

/** When the feedback snackbar last appeared for a creator, and how they answered it. */
export class FeedbackPrompt extends Model {
  static override tableName = 'feedback_prompts';
  static override idColumn = 'user_id';

  user_id!: string;
  last_shown_at!: Date | null;
  snoozed_until!: Date | null;
  opted_out_at!: Date | null;
  /** When the creator last answered it (a rating, "Not now", "Don't show again"). */
  answered_at!: Date | null;
  updated_at!: Date;
}
