import { managerContentQuerySchema } from '@studio/api/contract/manager-content';

import { type FiltersOf, urlFilters } from '@/lib/url-filters';

/**
 * Content Management's filters and page, kept in the URL: each a search parameter named as
 * `GET /api/manager/content` names it (`creator=ada&type=story&snapId=…&ratedBad=true&state=removed`)
 * and parsed with the contract's own schema, so a link reproduces the view. `state` is left out
 * of the URL when it is the default (`active`), as page 1 is.
 */
export const contentFilters = urlFilters(
  managerContentQuerySchema,
  ['creator', 'type', 'snapId', 'from', 'to', 'ratedBad', 'state', 'page'],
  { defaults: { state: 'active' } },
);
export type ContentFilters = FiltersOf<typeof contentFilters>;
