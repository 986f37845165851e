import { type ManagerStats } from '@studio/api/contract/manager-users';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { LoadingSkeleton } from '@/components/ui/loading-skeleton';
import { countAxis } from '@/lib/count-ticks';
import { useManagerStats } from '../api/get-users';

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Credits in and out per day. The bars are drawn for the eye only (hidden from screen readers,
 * with no focusable parts); the sentence above them carries the same totals in words.
 */
function CreditsChart({ credits }: { credits: ManagerStats['credits'] }) {
  const granted = credits.reduce((sum, day) => sum + day.granted, 0);
  const spent = credits.reduce((sum, day) => sum + day.spent, 0);
  return (
    <figure className="rounded-card border border-line bg-surface p-4">
      <figcaption className="text-sm text-ink-muted">
        Credits over the last 30 days: <strong className="text-ink">{granted} granted</strong> and{' '}
        <strong className="text-ink">{spent} spent</strong>.
      </figcaption>
      <div className="mt-3" aria-hidden="true">
        <ResponsiveContainer
          width="100%"
          height={192}
          // A floor under the measured width: a phone's figure is wider still, and where nothing
          // is laid out (tests) the chart does not draw at zero width.
          minWidth={260}
        >
          <BarChart data={credits} accessibilityLayer={false} margin={{ left: -20, right: 4 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e6e3ef" />
            <XAxis dataKey="day" tickFormatter={dayLabel} fontSize={11} minTickGap={16} />
            <YAxis
              {...countAxis(Math.max(0, ...credits.map((day) => Math.max(day.granted, day.spent))))}
              fontSize={11}
            />
            <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
            {/* The legend's words in ink: the bars' pink would be too faint as text on white. */}
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              formatter={(label) => <span style={{ color: '#16131f' }}>{label}</span>}
            />
            <Bar dataKey="granted" name="Granted" fill="#5b3df5" />
            <Bar dataKey="spent" name="Spent" fill="#e0468f" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** The headline figures: users, new this week, verified share, and the 30-day credit chart. */
export function UsersStats() {
  const stats = useManagerStats();
  if (stats.isPending) {
    return (
      <LoadingSkeleton
        label="Loading the headline figures"
        count={3}
        itemClassName="h-20"
        className="grid gap-3 sm:grid-cols-3"
      />
    );
  }
  if (stats.isError) {
    return <FetchErrorAlert what="the headline figures" onRetry={() => void stats.refetch()} />;
  }
  const { users, newThisWeek, verifiedShare, credits } = stats.data;
  return (
    <section aria-label="Headline figures">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Users" value={users} />
        <Figure label="New this week" value={newThisWeek} />
        <Figure label="Verified" value={percent.format(verifiedShare)} />
      </dl>
      <div className="mt-3">
        <CreditsChart credits={credits} />
      </div>
    </section>
  );
}
