import { managerFeedbackQuerySchema } from '@studio/api/contract/manager-feedback';

import { type FiltersOf, urlFilters } from '@/lib/url-filters';

/** The feedback list's filters and page in the URL (`?rating=Bad&withComment=true&page=2`). */
export const feedbackFilters = urlFilters(managerFeedbackQuerySchema, [
  'rating',
  'snapId',
  'withComment',
  'from',
  'to',
  'page',
]);

export type FeedbackFilters = FiltersOf<typeof feedbackFilters>;
