import { type FeedbackStats } from '@studio/api/contract/manager-feedback';

/** How many snaps the chart draws a line for: more lines than this are unreadable. */
export const CHARTED_SNAPS = 5;

/** The share of Good ratings, 0 to 1; null when there are none to share. */
export const satisfaction = ({ good, bad }: { good: number; bad: number }) =>
  good + bad === 0 ? null : good / (good + bad);

/**
 * The chart's rows: one per week that has ratings, with each charted snap's satisfaction in
 * percent under its id (absent where that snap had no rating that week, so its line skips it).
 */
export function satisfactionRows(stats: FeedbackStats): Array<Record<string, number | string>> {
  const charted = new Set(stats.snaps.slice(0, CHARTED_SNAPS).map((snap) => snap.id));
  const rows = new Map<string, Record<string, number | string>>();
  for (const point of stats.points) {
    if (!charted.has(point.snapId)) continue;
    const row = rows.get(point.week) ?? { week: point.week };
    const share = satisfaction(point);
    if (share !== null) row[point.snapId] = Math.round(share * 100);
    rows.set(point.week, row);
  }
  return [...rows.values()].sort((a, b) => String(a.week).localeCompare(String(b.week)));
}
