import {
  managerContentQuerySchema,
  type ManagerContentQuery,
} from '@studio/api/contract/manager-content';

/**
 * Content Management's filters and page, kept in the URL: each a search parameter named as
 * `GET /api/manager/content` names it (`creator=ada&type=story&snapId=…&ratedBad=true&state=removed`)
 * and parsed with the contract's own schema, so a link reproduces the view. `state` is left out
 * of the URL when it is the default (`active`), as page 1 is.
 */
export type ContentFilters = Partial<
  Pick<
    ManagerContentQuery,
    'creator' | 'type' | 'snapId' | 'from' | 'to' | 'ratedBad' | 'state' | 'page'
  >
>;

const FILTER_KEYS = ['creator', 'type', 'snapId', 'from', 'to', 'ratedBad', 'state'] as const;
const KEYS = [...FILTER_KEYS, 'page'] as const;

/** The filters a URL's search holds; a parameter that does not parse is left out, not fatal. */
export function contentFiltersFromSearch(search: URLSearchParams): ContentFilters {
  const filters: ContentFilters = {};
  for (const key of KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    const parsed = managerContentQuerySchema.safeParse({ [key]: raw });
    if (parsed.success) Object.assign(filters, { [key]: parsed.data[key] });
  }
  if (filters.page === 1) delete filters.page;
  if (filters.state === 'active') delete filters.state;
  return filters;
}

/** The search string of the filters, in a stable order (defaults never written). */
export function searchFromContentFilters(filters: ContentFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if ((key === 'page' && value === 1) || (key === 'state' && value === 'active')) continue;
    search.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  return search;
}

/** Whether any filter narrows the list (the page alone does not). */
export function hasContentFilters(filters: ContentFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}
