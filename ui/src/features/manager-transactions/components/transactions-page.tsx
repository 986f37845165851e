import { TRANSACTION_EXPORT_LIMIT } from '@studio/api/contract/manager-transactions';
import { Download, ReceiptText } from 'lucide-react';

import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ListBody } from '@/components/ui/list-body';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { TRANSACTIONS_PAGE_SIZE, useManagerTransactions } from '../api/get-transactions';
import {
  exportHref,
  type TransactionFilters,
  transactionFilters,
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

const NO_TRANSACTIONS = {
  icon: ReceiptText,
  item: 'transaction',
  title: 'No transactions yet',
  text: 'Grants, purchases, plan allowances and runs appear here.',
  showAll: 'Show every transaction',
};

/**
 * Transaction History: every ledger entry across users under filters that live in the URL, the
 * totals per kind over the whole filtered set, a server page at a time, and the same set as CSV.
 */
export function TransactionsPage() {
  const search = useUrlFilters(transactionFilters);
  const { minAmount, maxAmount } = search.filters;
  const upsideDown = minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount;
  const list = useManagerTransactions(search.filters, { enabled: !upsideDown });
  const total = list.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <TransactionsFilterBar state={search} />
      {upsideDown ? (
        <FormAlert tone="error">
          The smallest amount is above the largest: swap them to see entries.
        </FormAlert>
      ) : (
        <ListBody
          query={list}
          rows={list.data?.transactions.length ?? 0}
          loading={{ label: 'Loading transactions', count: 5, itemClassName: 'h-12' }}
          what="transactions"
          empty={NO_TRANSACTIONS}
          filters={search}
          summary={list.data ? <TransactionTotals totals={list.data.totals} /> : null}
          count={entryCount(total)}
          countAside={<ExportLink filters={search.filters} total={total} />}
          pages={{ total, size: TRANSACTIONS_PAGE_SIZE, label: 'Transaction pages' }}
        >
          <TransactionsTable transactions={list.data?.transactions ?? []} />
        </ListBody>
      )}
    </div>
  );
}
