import {
  transactionListQuerySchema,
  type TransactionListQuery,
} from '@studio/api/contract/manager-transactions';
import { managerTransactionsApi } from '@studio/api/contract/routes/manager-transactions';

import { routeUrl } from '@/lib/call-api';

/**
 * Transaction History's filters and page, kept in the URL: each a search parameter named as
 * `GET /api/manager/transactions` names it (`user=ada&kind=adjust&from=…&maxAmount=-1&page=2`)
 * and parsed with the contract's own schema, so a link reproduces the view, and the list call
 * and the CSV export take the same string.
 */
export type TransactionFilters = Partial<
  Pick<TransactionListQuery, 'user' | 'kind' | 'from' | 'to' | 'minAmount' | 'maxAmount' | 'page'>
>;

const FILTER_KEYS = ['user', 'kind', 'from', 'to', 'minAmount', 'maxAmount'] as const;
const KEYS = [...FILTER_KEYS, 'page'] as const;

/** The filters a URL's search holds; a parameter that does not parse is left out, not fatal. */
export function transactionFiltersFromSearch(search: URLSearchParams): TransactionFilters {
  const filters: TransactionFilters = {};
  for (const key of KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    const parsed = transactionListQuerySchema.safeParse({ [key]: raw });
    if (parsed.success) Object.assign(filters, { [key]: parsed.data[key] });
  }
  if (filters.page === 1) delete filters.page;
  return filters;
}

/** The search string of the filters, in a stable order (page 1 is never written). */
export function searchFromTransactionFilters(filters: TransactionFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  return search;
}

/** Whether any filter narrows the list (the page alone does not). */
export function hasTransactionFilters(filters: TransactionFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** The CSV export of the same filters (every page: the page is not passed). */
export function exportHref(filters: TransactionFilters): string {
  const search = searchFromTransactionFilters({ ...filters, page: undefined });
  return routeUrl(managerTransactionsApi.exportCsv, { query: Object.fromEntries(search) });
}
