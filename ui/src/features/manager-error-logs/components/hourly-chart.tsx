import { type HourlyCount } from '@studio/api/contract/manager-error-logs';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { countAxis } from '@/lib/count-ticks';
import { formatHour } from '../model/error-log-format';

/**
 * Occurrences per hour over the last 24 hours. The bars are for the eye only (hidden from screen
 * readers, no focusable parts); the caption says the total and the worst hour in words.
 */
export function HourlyChart({
  hourly,
  label,
  height = 144,
}: {
  hourly: HourlyCount[];
  /** What is counted, as the caption names it ("errors", "occurrences"). */
  label: string;
  height?: number;
}) {
  const total = hourly.reduce((sum, hour) => sum + hour.count, 0);
  const worst = hourly.reduce<HourlyCount | undefined>(
    (top, hour) => (hour.count > (top?.count ?? 0) ? hour : top),
    undefined,
  );
  return (
    <figure className="rounded-card border border-line bg-surface p-4">
      <figcaption className="text-sm text-ink-muted">
        <strong className="text-ink">
          {total} {label}
        </strong>{' '}
        in the last 24 hours
        {worst ? (
          <>
            , most in the hour from {formatHour(worst.hour)} ({worst.count})
          </>
        ) : null}
        .
      </figcaption>
      <div className="mt-3" aria-hidden="true">
        <ResponsiveContainer width="100%" height={height} minWidth={260}>
          <BarChart data={hourly} accessibilityLayer={false} margin={{ left: -20, right: 4 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6e3ef" />
            <XAxis dataKey="hour" tickFormatter={formatHour} fontSize={11} minTickGap={24} />
            <YAxis {...countAxis(Math.max(0, ...hourly.map((hour) => hour.count)))} fontSize={11} />
            <Tooltip labelFormatter={(hour) => formatHour(String(hour))} />
            <Bar dataKey="count" name="Occurrences" fill="#e0468f" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
