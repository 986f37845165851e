import {
  type ErrorGroupListQuery,
  errorGroupListQuerySchema,
} from '@studio/api/contract/manager-error-logs';

/**
 * The group list's filters and page, kept in the URL under the names `GET
 * /api/manager/error-logs` takes (`?status=open&source=api&code=internal_error&page=2`), parsed
 * with the contract's schema, so a link reproduces the view and the call takes the same string.
 */
export type ErrorLogFilters = Partial<
  Pick<ErrorGroupListQuery, 'source' | 'code' | 'route' | 'from' | 'to' | 'status' | 'page'>
>;

const KEYS = ['status', 'source', 'code', 'route', 'from', 'to', 'page'] as const;

/** The filters a URL's search holds; a parameter that does not parse is left out, not fatal. */
export function errorLogFiltersFromSearch(search: URLSearchParams): ErrorLogFilters {
  const filters: Record<string, unknown> = {};
  for (const key of KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    const parsed = errorGroupListQuerySchema.safeParse({ [key]: raw });
    if (parsed.success) filters[key] = parsed.data[key];
  }
  if (filters.page === 1) delete filters.page;
  return filters as ErrorLogFilters;
}

/** The search string of the filters, in a stable order: the URL and the API call both use it. */
export function searchFromErrorLogFilters(filters: ErrorLogFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  return search;
}

/** Whether any filter narrows the list (the page alone does not). */
export function hasErrorLogFilters(filters: ErrorLogFilters): boolean {
  return KEYS.some((key) => key !== 'page' && filters[key] !== undefined);
}
