import {
  type ManagerUserListQuery,
  managerUserListQuerySchema,
} from '@studio/api/contract/manager-users';

/**
 * The user list's filters and page, kept in the URL: each a search parameter named as
 * `GET /api/manager/users` names it (`q=ada&role=manager&verified=false&plan=none&page=2`),
 * parsed with the contract's schema, so a link reproduces the view and the call takes the string.
 */
export type UserFilters = Pick<ManagerUserListQuery, 'q' | 'role' | 'verified' | 'plan'> & {
  page?: number;
};

const KEYS = ['q', 'role', 'verified', 'plan', 'page'] as const;

/** The filters a URL's search holds; a parameter that does not parse is left out, not fatal. */
export function userFiltersFromSearch(search: URLSearchParams): UserFilters {
  const filters: UserFilters = {};
  for (const key of KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    const parsed = managerUserListQuerySchema.safeParse({ [key]: raw });
    if (parsed.success) Object.assign(filters, { [key]: parsed.data[key] });
  }
  if (filters.page === 1) delete filters.page;
  return filters;
}

/** The search string of the filters, in a stable order: the URL and the API call both use it. */
export function searchFromUserFilters(filters: UserFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}

/** Whether any filter narrows the list (the page alone does not). */
export function hasUserFilters(filters: UserFilters): boolean {
  return (
    filters.q !== undefined ||
    filters.role !== undefined ||
    filters.verified !== undefined ||
    filters.plan !== undefined
  );
}
