import { clock } from '../../platform/clock';
import { type Database } from '../database';
import { Content } from '../models/content';
import { FeedbackPrompt } from '../models/feedback-prompt';
import {
  FEEDBACK_SNOOZE_MS,
  shouldShowFeedback,
  type FeedbackPromptState,
} from './feedback-policy';

/** The creator's prompt state and newest content, asked against the policy at `now`. */
export async function feedbackDue(
  db: Database,
  userId: string,
  now = clock.now(),
): Promise<boolean> {
  const [prompt, latest] = await Promise.all([
    FeedbackPrompt.query(db).findById(userId),
    Content.query(db)
      .modify('ownedBy', userId)
      .max('content.created_at as max')
      .first()
      .castTo<{ max: Date | null } | undefined>(),
  ]);
  const state: FeedbackPromptState = {
    lastShownAt: prompt?.last_shown_at ?? null,
    snoozedUntil: prompt?.snoozed_until ?? null,
    optedOutAt: prompt?.opted_out_at ?? null,
    answeredAt: prompt?.answered_at ?? null,
  };
  return shouldShowFeedback({ prompt: state, latestContentAt: latest?.max ?? null, now });
}

export const markFeedbackShown = (db: Database, userId: string, now = clock.now()) =>
  savePromptState(db, userId, { last_shown_at: now });

/** "Not now": asked again at the earliest a week later. */
export const snoozeFeedback = (db: Database, userId: string, now = clock.now()) =>
  savePromptState(db, userId, {
    snoozed_until: new Date(now.getTime() + FEEDBACK_SNOOZE_MS),
    answered_at: now,
  });

/** "Don't show again": never asked again. */
export const optOutOfFeedback = (db: Database, userId: string, now = clock.now()) =>
  savePromptState(db, userId, { opted_out_at: now, answered_at: now });

/** A rating was sent: the prompt was answered (asked again at most once a day). */
export const markFeedbackAnswered = (db: Database, userId: string, now = clock.now()) =>
  savePromptState(db, userId, { answered_at: now });

async function savePromptState(
  db: Database,
  userId: string,
  change: Partial<Record<'last_shown_at' | 'snoozed_until' | 'opted_out_at' | 'answered_at', Date>>,
): Promise<void> {
  await FeedbackPrompt.query(db)
    .insert({ user_id: userId, ...change, updated_at: db.fn.now() })
    .onConflict('user_id')
    .merge({ ...change, updated_at: db.fn.now() });
}
