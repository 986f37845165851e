import { type ServerInfo } from '@studio/api/contract/manager-server-info';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { countAxis } from '@/lib/count-ticks';
import { formatDuration, formatMinute } from '../model/server-info-format';

/**
 * Runs made per minute over the last hour. The bars are for the eye (hidden from screen readers);
 * the caption carries the count and the durations in words.
 */
export function RunsChart({ runs }: { runs: ServerInfo['runs'] }) {
  return (
    <figure className="rounded-card border border-line bg-surface p-4">
      <figcaption className="text-sm text-ink-muted">
        <strong className="text-ink">
          {runs.lastHour} {runs.lastHour === 1 ? 'run' : 'runs'}
        </strong>{' '}
        in the last hour;{' '}
        {runs.finishedLastHour > 0 ? (
          <>
            of the {runs.finishedLastHour} that finished, half took under{' '}
            <strong className="text-ink">{formatDuration(runs.p50Ms)}</strong> and 95% under{' '}
            <strong className="text-ink">{formatDuration(runs.p95Ms)}</strong>.
          </>
        ) : (
          'none finished.'
        )}
      </figcaption>
      <div className="mt-3" aria-hidden="true">
        <ResponsiveContainer width="100%" height={160} minWidth={260}>
          <BarChart
            data={runs.perMinute}
            accessibilityLayer={false}
            margin={{ left: -20, right: 4 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6e3ef" />
            <XAxis dataKey="minute" tickFormatter={formatMinute} fontSize={11} minTickGap={32} />
            <YAxis
              {...countAxis(Math.max(0, ...runs.perMinute.map((minute) => minute.count)))}
              fontSize={11}
            />
            <Tooltip labelFormatter={(minute) => formatMinute(String(minute))} />
            <Bar dataKey="count" name="Runs" fill="#5b3df5" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
