import { type CreditTransaction } from '@studio/api/contract/billing';

import {
  formatDateTime,
  formatSignedAmount,
  transactionLabel,
  transactionSubject,
} from '@/features/credits/lib/format';

/** Ledger entries: kind, signed amount (+ green, − red), balance after, date, what for. */
export function TransactionList({
  transactions,
  caption,
}: {
  transactions: CreditTransaction[];
  caption: string;
}) {
  if (transactions.length === 0) {
    return <p className="text-sm text-ink-muted">No token activity yet.</p>;
  }
  return (
    // A table from sm up; below that each row folds into a two-column card (CSS only, so the
    // table's semantics and its cells stay the same).
    <div>
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-line text-xs tracking-wide text-ink-muted uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Kind
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              For
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Balance after
            </th>
            <th scope="col" className="py-2 font-semibold">
              Date
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-line sm:table-row-group">
          {transactions.map((t) => (
            <tr
              key={t.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 py-2.5 sm:table-row sm:py-0"
            >
              <td className="col-start-1 row-start-1 font-medium whitespace-nowrap text-ink sm:py-2.5 sm:pr-3">
                {transactionLabel(t)}
              </td>
              <td className="col-start-1 row-start-2 break-words text-ink-muted sm:max-w-[16rem] sm:py-2.5 sm:pr-3">
                {transactionSubject(t)}
              </td>
              <td
                data-sign={t.amount > 0 ? 'positive' : t.amount < 0 ? 'negative' : 'zero'}
                className={`col-start-2 row-start-1 text-right font-semibold whitespace-nowrap tabular-nums sm:py-2.5 sm:pr-3 ${
                  t.amount > 0 ? 'text-success-600' : t.amount < 0 ? 'text-danger-600' : 'text-ink'
                }`}
              >
                {formatSignedAmount(t.amount)}
              </td>
              <td className="col-start-2 row-start-2 text-right whitespace-nowrap text-ink tabular-nums sm:py-2.5 sm:pr-3">
                <span className="text-ink-muted sm:hidden">Balance </span>
                {t.balanceAfter.toLocaleString()}
              </td>
              <td className="col-span-2 row-start-3 text-xs whitespace-nowrap text-ink-muted sm:py-2.5 sm:text-sm">
                <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
