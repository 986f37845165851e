import {
  feedbackStatsQuerySchema,
  feedbackStatsSchema,
  managerFeedbackListSchema,
  managerFeedbackQuerySchema,
} from '../manager-feedback';
import { route } from '../route';

/** User Feedback: the ratings creators gave, and satisfaction per snap and week. */
export const managerFeedbackApi = {
  list: route('get', '/api/manager/feedback', 'Manager', 'manager', "Creators' feedback", {
    query: managerFeedbackQuerySchema,
    answer: { schema: managerFeedbackListSchema },
  }),
  stats: route('get', '/api/manager/feedback/stats', 'Manager', 'manager', 'Feedback by week', {
    query: feedbackStatsQuerySchema,
    answer: { schema: feedbackStatsSchema },
  }),
};
