import { errorGroupListQuerySchema } from '@studio/api/contract/manager-error-logs';

import { type FiltersOf, urlFilters } from '@/lib/url-filters';

/**
 * The group list's filters and page, kept in the URL under the names `GET
 * /api/manager/error-logs` takes (`?status=open&source=api&code=internal_error&page=2`), parsed
 * with the contract's schema, so a link reproduces the view and the call takes the same string.
 */
export const errorLogFilters = urlFilters(
  errorGroupListQuerySchema,
  ['kind', 'status', 'source', 'code', 'route', 'from', 'to', 'page'],
  // Errors unless the refusals are asked for (`?kind=refusal`).
  { defaults: { kind: 'error' } },
);
export type ErrorLogFilters = FiltersOf<typeof errorLogFilters>;
