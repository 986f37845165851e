import {
  FEEDBACK_INTERVAL_MS,
  FEEDBACK_SNOOZE_MS,
  shouldShowFeedback,
  type FeedbackPromptState,
} from '../feedback-policy';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 60 * 60 * 1000;
const never: FeedbackPromptState = {
  lastShownAt: null,
  snoozedUntil: null,
  optedOutAt: null,
  answeredAt: null,
};
/** Shown at `at` and answered a minute later. */
const answered = (at: Date) => ({ lastShownAt: at, answeredAt: new Date(at.getTime() + 60_000) });
const ask = (prompt: Partial<FeedbackPromptState>, latestContentAt: Date | null) =>
  shouldShowFeedback({ prompt: { ...never, ...prompt }, latestContentAt, now });

describe('shouldShowFeedback', () => {
  it('shows after content was generated, for a creator never asked', () => {
    expect(ask({}, ago(1000))).toBe(true);
  });

  it('does not show before any content exists', () => {
    expect(ask({}, null)).toBe(false);
  });

  it('shows at most once a day once answered', () => {
    expect(ask(answered(ago(FEEDBACK_INTERVAL_MS - HOUR)), ago(1000))).toBe(false);
    expect(ask(answered(ago(FEEDBACK_INTERVAL_MS + HOUR)), ago(1000))).toBe(true);
  });

  it('comes back on the next new content when the creator moved on without answering', () => {
    // Shown an hour ago, never answered (or answered an earlier prompt, days ago).
    expect(ask({ lastShownAt: ago(HOUR) }, ago(1000))).toBe(true);
    expect(
      ask({ lastShownAt: ago(HOUR), answeredAt: ago(3 * FEEDBACK_INTERVAL_MS) }, ago(1000)),
    ).toBe(true);
    // But only for content made since: nothing new, no question.
    expect(ask({ lastShownAt: ago(HOUR) }, ago(2 * HOUR))).toBe(false);
  });

  it('needs content generated since it last appeared', () => {
    const shown = answered(ago(3 * FEEDBACK_INTERVAL_MS));
    expect(ask(shown, ago(4 * FEEDBACK_INTERVAL_MS))).toBe(false);
    expect(ask(shown, ago(1000))).toBe(true);
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
