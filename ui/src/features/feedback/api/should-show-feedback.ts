import { feedbackApi } from '@studio/api/contract/routes/feedback';
import { type ShouldShowFeedback } from '@studio/api/contract/feedback';
import { queryOptions } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

export async function getShouldShowFeedback(): Promise<ShouldShowFeedback> {
  return callApi(feedbackApi.shouldShow);
}

/**
 * Whether to ask for feedback now. The server keeps the policy (after new content, at most once a
 * day, snoozed a week by 'Not now', never after 'Don't show again'), so this is asked afresh each
 * time content is generated (`fetchQuery`), never kept.
 */
export function shouldShowFeedbackQueryOptions() {
  return queryOptions({
    queryKey: ['feedback', 'should-show'] as const,
    queryFn: getShouldShowFeedback,
    staleTime: 0,
    gcTime: 0,
  });
}
