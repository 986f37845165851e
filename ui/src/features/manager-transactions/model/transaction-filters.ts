import { transactionListQuerySchema } from '@studio/api/contract/manager-transactions';
import { managerTransactionsApi } from '@studio/api/contract/routes/manager-transactions';

import { routeUrl } from '@/lib/call-api';
import { type FiltersOf, urlFilters } from '@/lib/url-filters';

/**
 * Transaction History's filters and page, kept in the URL: each a search parameter named as
 * `GET /api/manager/transactions` names it (`user=ada&kind=adjust&from=…&maxAmount=-1&page=2`)
 * and parsed with the contract's own schema, so a link reproduces the view, and the list call
 * and the CSV export take the same string.
 */
export const transactionFilters = urlFilters(transactionListQuerySchema, [
  'user',
  'kind',
  'from',
  'to',
  'minAmount',
  'maxAmount',
  'page',
]);
export type TransactionFilters = FiltersOf<typeof transactionFilters>;

/** The CSV export of the same filters (every page: the page is not passed). */
export function exportHref(filters: TransactionFilters): string {
  const search = transactionFilters.toSearch({ ...filters, page: undefined });
  return routeUrl(managerTransactionsApi.exportCsv, { query: Object.fromEntries(search) });
}
