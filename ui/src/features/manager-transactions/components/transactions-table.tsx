import { type ManagerTransaction } from '@studio/api/contract/manager-transactions';
import { Link } from 'react-router-dom';

import { DataTable, tableColumns } from '@/components/ui/data-table';
import { EmailAddress } from '@/components/ui/email-address';
import { formatMoment, KIND_LABELS, signedAmount } from '../model/transaction-format';

const column = tableColumns<ManagerTransaction>();

/** What an entry was for: its reason, else its run's snap, else nothing. */
function description(entry: ManagerTransaction) {
  if (entry.reason) return entry.reason;
  if (entry.execution) {
    return (
      <Link
        to={`/manager/workflow-executions/${entry.execution.id}`}
        className="text-brand-700 hover:underline"
      >
        {entry.execution.snapName} run
      </Link>
    );
  }
  return <span className="text-ink-muted">—</span>;
}

const columns = column.columns([
  column.accessor('createdAt', {
    header: 'Date',
    cell: (info) => <span className="whitespace-nowrap">{formatMoment(info.getValue())}</span>,
  }),
  column.accessor('userEmail', {
    header: 'User',
    // The user's drawer in Users & Credits.
    cell: (info) => (
      <Link
        to={`/manager?user=${encodeURIComponent(info.row.original.userId)}`}
        className="text-brand-700 hover:underline"
      >
        <EmailAddress value={info.getValue()} />
      </Link>
    ),
  }),
  column.accessor('kind', { header: 'Kind', cell: (info) => KIND_LABELS[info.getValue()] }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (info) => (
      <span
        className={`font-semibold ${info.getValue() < 0 ? 'text-danger-600' : 'text-success-700'}`}
      >
        {signedAmount(info.getValue())}
      </span>
    ),
  }),
  column.accessor('balanceAfter', { header: 'Balance after', cell: (info) => info.getValue() }),
  column.display({
    id: 'description',
    header: 'Reason',
    cell: (info) => description(info.row.original),
  }),
]);

const numeric = new Set(['amount', 'balanceAfter']);

/** One server page of ledger entries, newest first. */
export function TransactionsTable({ transactions }: { transactions: ManagerTransaction[] }) {
  return (
    <DataTable
      columns={columns}
      data={transactions}
      label="Transactions"
      caption="Transactions, newest first"
      numeric={numeric}
      minWidthClass="sm:min-w-[52rem]"
      stackOnPhone
    />
  );
}
