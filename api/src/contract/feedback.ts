import { z } from 'zod';

/** GET /api/feedback-tracking/should-show. */
export const shouldShowFeedbackSchema = z.object({ shouldShow: z.boolean() });
export type ShouldShowFeedback = z.infer<typeof shouldShowFeedbackSchema>;

export const FEEDBACK_RATINGS = ['Good', 'Bad'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
export const FEEDBACK_COMMENT_MAX = 2000;

/** POST /api/feedback-tracking/submit-feedback (spec section 3, "Feedback submission"). */
export const submitFeedbackSchema = z.object({
  contentId: z.string().uuid('contentId must be a content id'),
  rating: z.enum(FEEDBACK_RATINGS, { message: 'Please choose Good or Bad' }),
  /** Trimmed; empty becomes null (spec section 5). */
  comment: z
    .string()
    .max(FEEDBACK_COMMENT_MAX, `Comments may be at most ${FEEDBACK_COMMENT_MAX} characters`)
    .nullish()
    .transform((comment) => comment?.trim() || null),
  contentUrls: z.array(z.string().max(500)).max(20).default([]),
});
export type SubmitFeedback = z.input<typeof submitFeedbackSchema>;

/** Every feedback-tracking change answers `{ok: true}`. */
export const feedbackAckSchema = z.object({ ok: z.literal(true) });
