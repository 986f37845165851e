import { z } from 'zod';
import { FEEDBACK_RATINGS } from './feedback';
import { booleanParam } from './query-params';

/** `GET /api/manager/feedback`: filters and an offset page (the list shows a total). */
export const managerFeedbackQuerySchema = z.object({
  rating: z.enum(FEEDBACK_RATINGS, { message: 'Rating is Good or Bad' }).optional(),
  snapId: z.string().uuid('snapId must be a snap id').optional(),
  /** Only ratings that came with a comment (true) or without one (false). */
  withComment: booleanParam.optional(),
  from: z.coerce.date({ message: 'from must be a date' }).optional(),
  /** Exclusive. */
  to: z.coerce.date({ message: 'to must be a date' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type ManagerFeedbackQuery = z.infer<typeof managerFeedbackQuerySchema>;

/** One rating as the manager's feedback screen shows it. */
export const managerFeedbackItemSchema = z.object({
  id: z.string(),
  rating: z.enum(FEEDBACK_RATINGS),
  comment: z.string().nullable(),
  creator: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  /** Null when the content was deleted since, or came from a workflow's test run. */
  snap: z.object({ id: z.string(), name: z.string() }).nullable(),
  contentId: z.string().nullable(),
  /** The rated images, as they were when rated (kept when the content is deleted later). */
  images: z.array(z.string()),
  /** ISO 8601: when it was last given (a second rating of the same item replaces the first). */
  ratedAt: z.string(),
});
export type ManagerFeedbackItem = z.infer<typeof managerFeedbackItemSchema>;

export const managerFeedbackListSchema = z.object({
  items: z.array(managerFeedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ManagerFeedbackList = z.infer<typeof managerFeedbackListSchema>;

/** `GET /api/manager/feedback/stats`: the window, in weeks, ending this week. */
export const feedbackStatsQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(12),
});

const goodBad = { good: z.number().int(), bad: z.number().int() };

/** Satisfaction per snap: totals over the window and one point per snap and UTC week. */
export const feedbackStatsSchema = z.object({
  weeks: z.number().int(),
  /** Every snap rated in the window, the most rated first. */
  snaps: z.array(z.object({ id: z.string(), name: z.string(), ...goodBad })),
  /** Weeks (their Monday, YYYY-MM-DD) in which a snap was rated, oldest first. */
  points: z.array(z.object({ week: z.string(), snapId: z.string(), ...goodBad })),
});
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;
