import {
  FEEDBACK_INTERVAL_MS,
  FEEDBACK_SNOOZE_MS,
  shouldShowFeedback,
  type FeedbackPromptState,
} from '../feedback-policy';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 60 * 60 * 1000;
const never: FeedbackPromptState = { lastShownAt: null, snoozedUntil: null, optedOutAt: null };
const ask = (prompt: Partial<FeedbackPromptState>, latestContentAt: Date | null) =>
  shouldShowFeedback({ prompt: { ...never, ...prompt }, latestContentAt, now });

describe('shouldShowFeedback', () => {
  it('shows after content was generated, for a creator never asked', () => {
    expect(ask({}, ago(1000))).toBe(true);
  });

  it('does not show before any content exists', () => {
    expect(ask({}, null)).toBe(false);
  });

  it('shows at most once a day', () => {
    expect(ask({ lastShownAt: ago(FEEDBACK_INTERVAL_MS - HOUR) }, ago(1000))).toBe(false);
    expect(ask({ lastShownAt: ago(FEEDBACK_INTERVAL_MS + HOUR) }, ago(1000))).toBe(true);
  });

  it('needs content generated since it last appeared', () => {
    const lastShownAt = ago(3 * FEEDBACK_INTERVAL_MS);
    expect(ask({ lastShownAt }, ago(4 * FEEDBACK_INTERVAL_MS))).toBe(false);
    expect(ask({ lastShownAt }, ago(1000))).toBe(true);
  });

  it('never shows again after "Don\'t show again"', () => {
    expect(ask({ optedOutAt: ago(365 * FEEDBACK_INTERVAL_MS) }, ago(1000))).toBe(false);
  });

  it('is snoozed for a week after "Not now", then shows again', () => {
    const snoozedAt = ago(FEEDBACK_SNOOZE_MS - HOUR);
    const until = (at: Date) => new Date(at.getTime() + FEEDBACK_SNOOZE_MS);
    expect(ask({ snoozedUntil: until(snoozedAt) }, ago(1000))).toBe(false);
    expect(ask({ snoozedUntil: until(ago(FEEDBACK_SNOOZE_MS + HOUR)) }, ago(1000))).toBe(true);
  });
});
