import { type ManagerTransaction } from '@studio/api/contract/manager-transactions';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'react-router-dom';

import { formatMoment, KIND_LABELS, signedAmount } from '../model/transaction-format';

// Module scope, as TanStack Table asks: stable features and columns keep its row models cached.
const features = tableFeatures({});
const column = createColumnHelper<typeof features, ManagerTransaction>();

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
        className="break-all text-brand-700 hover:underline"
      >
        {info.getValue()}
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

/**
 * One server page of ledger entries (TanStack Table renders the model; the markup is ours). On a
 * narrow screen the table scrolls sideways inside its own region and the page never does.
 */
export function TransactionsTable({ transactions }: { transactions: ManagerTransaction[] }) {
  const table = useTable({ features, columns, data: transactions });
  return (
    <div
      role="region"
      aria-label="Transactions"
      className="overflow-x-auto rounded-card border border-line bg-surface"
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Transactions, newest first</caption>
        <thead className="border-b border-line bg-surface-muted text-xs text-ink-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-3 font-medium ${numeric.has(header.id) ? 'text-right' : ''}`}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-line">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.original.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-2.5 align-top text-ink ${
                    numeric.has(cell.column.id) ? 'text-right tabular-nums' : ''
                  }`}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
