import { type ShouldShowFeedback, shouldShowFeedbackSchema } from '@studio/api/contract/feedback';

import { api } from '@/lib/api-client';

/**
 * Whether to ask for feedback now. The server keeps the policy (after new content, at most once a
 * day, snoozed a week by 'Not now', never after 'Don't show again'), so this is asked afresh each
 * time content is generated, never cached.
 */
export async function getShouldShowFeedback(): Promise<ShouldShowFeedback> {
  return shouldShowFeedbackSchema.parse(await api.get('/api/feedback-tracking/should-show'));
}
