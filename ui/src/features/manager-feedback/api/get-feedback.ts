import { managerFeedbackApi } from '@studio/api/contract/routes/manager-feedback';
import { useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { serverPageQuery } from '@/lib/server-page-query';
import { type FeedbackFilters, feedbackFilters } from '../model/feedback-filters';

/** Ratings a page: a grid of 4, 3 or 2 columns fills whole rows. */
export const FEEDBACK_PAGE_SIZE = 24;

/** Weeks the satisfaction chart covers. */
export const STATS_WEEKS = 12;

const feedbackQueryKey = ['manager-feedback'] as const;

/** One page of ratings under the filters, with the total. */
export function useManagerFeedback(filters: FeedbackFilters) {
  return useQuery(
    serverPageQuery(managerFeedbackApi.list, feedbackFilters, filters, {
      key: feedbackQueryKey,
      pageSize: FEEDBACK_PAGE_SIZE,
    }),
  );
}

/** Good and Bad per snap and week; its snaps are also the snap filter's choices. */
export function useFeedbackStats() {
  return useQuery({
    queryKey: [...feedbackQueryKey, 'stats', STATS_WEEKS] as const,
    queryFn: ({ signal }) =>
      callApi(managerFeedbackApi.stats, { query: { weeks: STATS_WEEKS }, signal }),
  });
}
