import { type CreditHistoryItem, type CreditTransaction } from '@studio/api/contract/billing';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

import {
  formatDateTime,
  formatSignedAmount,
  historyLabel,
  historySubject,
  runEntryLabels,
} from '@/features/credits/lib/format';

const COLUMNS = 5;

/**
 * The token history: one row per change and one per run (kind, what for, signed amount, balance
 * after, date). A run shows what it finally cost (a refunded one 0, with why); its ledger entries
 * (the hold, then the charge or the refund) open under it on demand. Gains are green, spending
 * red, both at WCAG AA contrast (success-700 5.48:1, danger-600 4.83:1 on white).
 */
export function CreditHistoryList({
  items,
  caption,
}: {
  items: CreditHistoryItem[];
  caption: string;
}) {
  if (items.length === 0) {
    return <p className="text-sm text-ink-muted">No token activity yet.</p>;
  }
  return (
    // A table from sm up; below that each row folds into a two-column card (CSS only, so the
    // table's semantics and its cells stay the same).
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
        {items.map((item) => (
          <HistoryRow key={`${item.type}:${item.id}`} item={item} />
        ))}
      </tbody>
    </table>
  );
}

function HistoryRow({ item }: { item: CreditHistoryItem }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const run = item.type === 'run' ? item : null;
  return (
    <>
      <tr className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 py-2.5 sm:table-row sm:py-0">
        <td className="col-start-1 row-start-1 font-medium whitespace-nowrap text-ink sm:py-2.5 sm:pr-3 sm:align-top">
          {historyLabel(item)}
        </td>
        <td className="col-start-1 row-start-2 break-words text-ink-muted sm:max-w-[18rem] sm:py-2.5 sm:pr-3 sm:align-top">
          <span className="text-ink">{historySubject(item)}</span>
          {run?.apiKey ? (
            <span className="block text-xs">{`Through the API, key “${run.apiKey.name}”`}</span>
          ) : null}
          {run?.outcome === 'refunded' ? (
            <span className="block text-xs">
              {run.held > 0 ? `${run.held} held, all given back. ` : ''}
              {run.refundReason}
            </span>
          ) : run?.outcome === 'held' ? (
            <span className="block text-xs">Still running: the tokens are held until it ends.</span>
          ) : null}
          {run ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((was) => !was)}
              className="mt-1 flex w-fit items-center gap-1 rounded text-xs font-semibold text-brand-700 hover:underline"
            >
              {open ? 'Hide details' : 'Details'}
              <span className="sr-only"> of the {historySubject(run)} run</span>
              <ChevronDown
                className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`}
                aria-hidden="true"
              />
            </button>
          ) : null}
        </td>
        <td
          data-sign={item.amount > 0 ? 'positive' : item.amount < 0 ? 'negative' : 'zero'}
          className={`col-start-2 row-start-1 text-right font-semibold whitespace-nowrap tabular-nums sm:py-2.5 sm:pr-3 sm:align-top ${amountColour(item.amount)}`}
        >
          {formatSignedAmount(item.amount)}
        </td>
        <td className="col-start-2 row-start-2 text-right whitespace-nowrap text-ink tabular-nums sm:py-2.5 sm:pr-3 sm:align-top">
          <span className="text-ink-muted sm:hidden">Balance </span>
          {item.balanceAfter.toLocaleString()}
        </td>
        <td className="col-span-2 row-start-3 text-xs whitespace-nowrap text-ink-muted sm:py-2.5 sm:align-top sm:text-sm">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </td>
      </tr>
      {run && open ? (
        <tr id={detailsId} className="block sm:table-row">
          <td colSpan={COLUMNS} className="block pb-3 sm:table-cell sm:pt-0">
            <RunEntries entries={run.entries} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The ledger entries behind a run line, oldest first. */
function RunEntries({ entries }: { entries: CreditTransaction[] }) {
  return (
    <ol
      aria-label="Ledger entries of this run"
      className="space-y-1 rounded-lg bg-surface-muted p-3 text-xs"
    >
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 sm:grid-cols-[minmax(0,1fr)_5rem_7rem_auto]"
        >
          <span className="text-ink">{runEntryLabels[entry.kind] ?? entry.kind}</span>
          <span className={`text-right font-semibold tabular-nums ${amountColour(entry.amount)}`}>
            {formatSignedAmount(entry.amount)}
          </span>
          <span className="text-ink-muted tabular-nums sm:text-right">
            Balance {entry.balanceAfter.toLocaleString()}
          </span>
          <time dateTime={entry.createdAt} className="text-right text-ink-muted">
            {formatDateTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function amountColour(amount: number): string {
  return amount > 0 ? 'text-success-700' : amount < 0 ? 'text-danger-700' : 'text-ink';
}
