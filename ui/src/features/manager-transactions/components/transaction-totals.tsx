import { type TransactionKindTotal } from '@studio/api/contract/manager-transactions';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { entryCount, KIND_LABELS, kindWord, signedAmount } from '../model/transaction-format';

const CREDIT = '#5b3df5';
const DEBIT = '#e0468f';
/** Each kind's row in the chart. */
const ROW_HEIGHT = 26;

/**
 * What the filtered entries add up to, per kind, over every page. The words carry the figures
 * (a list a screen reader reads); the bars beside them are for the eye only (hidden from screen
 * readers, no focusable parts), one row a kind, credits to the right and debits to the left.
 */
export function TransactionTotals({ totals }: { totals: TransactionKindTotal[] }) {
  const data = totals.map((total) => ({ ...total, label: kindWord(total.kind) }));
  return (
    <section
      aria-labelledby="transaction-totals-title"
      className="grid gap-4 rounded-card border border-line bg-surface p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]"
    >
      <div>
        <h2 id="transaction-totals-title" className="text-sm font-semibold text-ink">
          Totals per kind
        </h2>
        <p className="text-xs text-ink-muted">
          Over every page of these filters. A run's cost is its hold; its charge carries 0 and a
          refund gives the hold back.
        </p>
        {totals.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">No entries.</p>
        ) : (
          <ul aria-label="Totals per kind" className="mt-3 divide-y divide-line text-sm">
            {totals.map((total) => (
              <li key={total.kind} className="flex items-baseline justify-between gap-3 py-1.5">
                <span className="text-ink">
                  {KIND_LABELS[total.kind]}{' '}
                  <span className="text-ink-muted">· {entryCount(total.count)}</span>
                </span>
                <span
                  className={`font-semibold tabular-nums ${
                    total.sum < 0 ? 'text-danger-600' : 'text-success-700'
                  }`}
                >
                  {signedAmount(total.sum)} credits
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {totals.length === 0 ? null : (
        // One row a kind, its word on the left: the words never crowd each other, whatever the
        // width (side by side under vertical bars, seven kinds collided on a phone).
        <div aria-hidden="true" data-testid="transaction-totals-chart">
          <ResponsiveContainer width="100%" height={data.length * ROW_HEIGHT + 32} minWidth={240}>
            <BarChart
              data={data}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ left: 4, right: 12, top: 4, bottom: 4 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e6e3ef" />
              <XAxis type="number" allowDecimals={false} fontSize={11} />
              <YAxis type="category" dataKey="label" fontSize={11} width={88} interval={0} />
              <ReferenceLine x={0} stroke="#9b97a8" />
              <Tooltip formatter={(value) => [`${signedAmount(Number(value))} credits`, 'Sum']} />
              <Bar dataKey="sum" name="Sum" barSize={14}>
                {data.map((total) => (
                  <Cell key={total.kind} fill={total.sum < 0 ? DEBIT : CREDIT} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}
