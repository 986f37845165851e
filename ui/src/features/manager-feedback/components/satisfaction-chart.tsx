import { type FeedbackStats } from '@studio/api/contract/manager-feedback';
import { MessageSquareHeart } from 'lucide-react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { LoadingSkeleton } from '@/components/ui/loading-skeleton';
import { STATS_WEEKS, useFeedbackStats } from '../api/get-feedback';
import { CHARTED_SNAPS, satisfaction, satisfactionRows } from '../model/satisfaction';

/** One colour per charted line, in the brand's range and apart enough to tell. */
const LINE_COLOURS = ['#5b3df5', '#e0468f', '#0f9d76', '#d97706', '#2563eb'];

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const weekLabel = (week: string) => `w/c ${shortDay.format(new Date(`${week}T00:00:00Z`))}`;

/** Each snap's totals in words: what the chart draws, for everyone. */
function SnapTotals({ snaps }: { snaps: FeedbackStats['snaps'] }) {
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {snaps.map((snap) => {
        const share = satisfaction(snap);
        return (
          <li key={snap.id} className="rounded-card border border-line bg-surface px-3 py-2">
            <span className="font-medium text-ink">{snap.name}</span>
            <span className="block text-ink-muted">
              {share === null ? 'No ratings' : `${percent.format(share)} Good`} · {snap.good} Good,{' '}
              {snap.bad} Bad
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Satisfaction per snap over the last weeks: a line per snap (the most rated few) of the weekly
 * share of Good ratings, drawn for the eye only; the list under it says every snap's totals.
 */
export function SatisfactionChart() {
  const stats = useFeedbackStats();
  if (stats.isPending) {
    return <LoadingSkeleton label="Loading satisfaction per snap" count={1} itemClassName="h-72" />;
  }
  if (stats.isError) {
    return <FetchErrorAlert what="satisfaction per snap" onRetry={() => void stats.refetch()} />;
  }
  const { snaps } = stats.data;
  if (snaps.length === 0) {
    return (
      <section className="flex items-center gap-3 rounded-card border border-dashed border-line bg-surface p-4 text-sm text-ink-muted">
        <MessageSquareHeart className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
        No snap was rated in the last {STATS_WEEKS} weeks, so there is no satisfaction to chart yet.
      </section>
    );
  }
  const charted = snaps.slice(0, CHARTED_SNAPS);
  return (
    <figure className="space-y-3 rounded-card border border-line bg-surface p-4">
      <figcaption className="text-sm text-ink-muted">
        Share of Good ratings per week over the last {STATS_WEEKS} weeks
        {snaps.length > CHARTED_SNAPS ? `, for the ${CHARTED_SNAPS} most rated snaps` : ''}.
      </figcaption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={224} minWidth={260}>
          <LineChart
            data={satisfactionRows(stats.data)}
            accessibilityLayer={false}
            margin={{ left: -16, right: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6e3ef" />
            <XAxis dataKey="week" tickFormatter={weekLabel} fontSize={11} minTickGap={16} />
            <YAxis domain={[0, 100]} unit="%" fontSize={11} />
            <Tooltip labelFormatter={(week) => weekLabel(String(week))} />
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              formatter={(label) => <span style={{ color: '#16131f' }}>{label}</span>}
            />
            {charted.map((snap, i) => (
              <Line
                key={snap.id}
                dataKey={snap.id}
                name={snap.name}
                unit="%"
                stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <SnapTotals snaps={snaps} />
    </figure>
  );
}
