/** How many gaps a count axis is split into at the most: a small chart reads four or five. */
const MOST_GAPS = 4;

/**
 * The ticks of an axis of counts from 0 to at least `max`: evenly spaced at a step people read
 * at a glance (1, 2 or 5 times a power of ten), whole numbers only. Left to itself, the chart
 * library picked 0, 2, 4, 8 for a maximum of 7.
 */
export function countTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  const rough = top / MOST_GAPS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!,
  );
  const last = Math.ceil(top / step) * step;
  return Array.from({ length: last / step + 1 }, (_, i) => i * step);
}

/** A chart's count axis (recharts' YAxis props): from 0 to the last of `countTicks(max)`. */
export function countAxis(max: number) {
  const ticks = countTicks(max);
  return { ticks, domain: [0, ticks.at(-1)!] as [number, number], allowDecimals: false };
}
