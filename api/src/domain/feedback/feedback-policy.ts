/**
 * When the feedback snackbar may appear. Pure, so every rule is tested without a clock:
 * - only after content was generated since it last appeared (there is something to rate),
 * - at most once a day once answered; a prompt left unanswered (the creator moved on before
 *   answering) comes back on their next new content,
 * - never again after "Don't show again",
 * - not for a week after "Not now".
 */
export const FEEDBACK_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const FEEDBACK_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

export interface FeedbackPromptState {
  lastShownAt: Date | null;
  snoozedUntil: Date | null;
  optedOutAt: Date | null;
  /** When the creator last answered it; before `lastShownAt` (or null), the last one was not. */
  answeredAt: Date | null;
}

export function shouldShowFeedback(input: {
  prompt: FeedbackPromptState;
  /** When the creator's newest content was made; null when they have none. */
  latestContentAt: Date | null;
  now: Date;
}): boolean {
  const { prompt, latestContentAt, now } = input;
  if (prompt.optedOutAt) return false;
  if (!latestContentAt) return false;
  if (prompt.snoozedUntil && prompt.snoozedUntil > now) return false;
  if (prompt.lastShownAt) {
    if (latestContentAt <= prompt.lastShownAt) return false;
    const answered = prompt.answeredAt !== null && prompt.answeredAt >= prompt.lastShownAt;
    if (answered && now.getTime() - prompt.lastShownAt.getTime() < FEEDBACK_INTERVAL_MS) {
      return false;
    }
  }
  return true;
}
