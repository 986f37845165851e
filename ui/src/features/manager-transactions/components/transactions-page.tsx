import { TRANSACTION_EXPORT_LIMIT } from '@studio/api/contract/manager-transactions';
import { Download, ReceiptText } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { FormAlert } from '@/components/ui/form-alert';
import { ListEmptyState } from '@/components/ui/list-empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TRANSACTIONS_PAGE_SIZE, useManagerTransactions } from '../api/get-transactions';
import {
  exportHref,
  hasTransactionFilters,
  searchFromTransactionFilters,
  type TransactionFilters,
  transactionFiltersFromSearch,
} from '../model/transaction-filters';
import { entryCount } from '../model/transaction-format';
import { TransactionTotals } from './transaction-totals';
import { TransactionsFilterBar } from './transactions-filter-bar';
import { TransactionsTable } from './transactions-table';

const limitText = TRANSACTION_EXPORT_LIMIT.toLocaleString('en-GB');

/**
 * The CSV of the filters on screen, as a plain link: the browser downloads it as the server
 * streams it. Over the export's limit the link is not offered, and the sentence says why (the
 * server refuses such an export too).
 */
function ExportLink({ filters, total }: { filters: TransactionFilters; total: number }) {
  if (total > TRANSACTION_EXPORT_LIMIT) {
    return (
      <p className="text-sm text-ink-muted">
        An export holds at most {limitText} entries: narrow the filters to export these.
      </p>
    );
  }
  return (
    <a
      href={exportHref(filters)}
      download
      className={`${buttonBase} ${buttonVariants.secondary} ${buttonSizes.sm}`}
    >
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </a>
  );
}

/**
 * Transaction History: every ledger entry across users under filters that live in the URL, the
 * totals per kind over the whole filtered set, a server page at a time, and the same set as CSV.
 */
export function TransactionsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => transactionFiltersFromSearch(search), [search]);
  const setFilters = useCallback(
    (next: TransactionFilters) => setSearch(searchFromTransactionFilters(next), { replace: true }),
    [setSearch],
  );
  const upsideDown =
    filters.minAmount !== undefined &&
    filters.maxAmount !== undefined &&
    filters.minAmount > filters.maxAmount;
  const list = useManagerTransactions(filters, { enabled: !upsideDown });
  const page = filters.page ?? 1;
  const filtered = hasTransactionFilters(filters);

  return (
    <div className="space-y-6">
      <TransactionsFilterBar filters={filters} onChange={setFilters} />
      {upsideDown ? (
        <FormAlert tone="error">
          The smallest amount is above the largest: swap them to see entries.
        </FormAlert>
      ) : list.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Loading transactions">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded-card bg-surface-muted" />
          ))}
        </div>
      ) : list.isError ? (
        <FetchErrorAlert what="transactions" onRetry={() => void list.refetch()} />
      ) : (
        <>
          <TransactionTotals totals={list.data.totals} />
          {list.data.transactions.length === 0 ? (
            <ListEmptyState
              icon={ReceiptText}
              filtered={filtered}
              item="transaction"
              empty={{
                title: 'No transactions yet',
                text: 'Grants, purchases, plan allowances and runs appear here.',
              }}
              showAll="Show every transaction"
              onShowAll={() => setFilters({})}
            />
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-ink-muted" aria-live="polite">
                  {entryCount(list.data.total)}
                  {list.isPlaceholderData ? ' · loading…' : ''}
                </p>
                <ExportLink filters={filters} total={list.data.total} />
              </div>
              <TransactionsTable transactions={list.data.transactions} />
              <Pagination
                page={page}
                pageCount={Math.ceil(list.data.total / TRANSACTIONS_PAGE_SIZE)}
                onPageChange={(next) => setFilters({ ...filters, page: next })}
                label="Transaction pages"
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
