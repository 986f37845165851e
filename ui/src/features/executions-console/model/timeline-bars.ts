import { type ExecutionTimeline, type NodeAttempt } from '@studio/api/contract/executions';

import { STATUS_LABELS } from './console-filters';

export type AttemptOutcome = NodeAttempt['outcome'];

/** One attempt of a node drawn on the shared axis. Times are milliseconds from the axis start. */
export type AttemptSegment = {
  attempt: number;
  outcome: AttemptOutcome;
  startMs: number;
  endMs: number;
  /**
   * Its own times are not recorded (a retried attempt): it is drawn as an equal share of the span
   * between the node's scheduling and the next recorded start, and said to be so.
   */
  estimated: boolean;
  /** Its duration when its times are recorded; null otherwise. */
  durationMs: number | null;
  error?: string;
  /** Where it is drawn, in percent of the axis. */
  left: number;
  width: number;
};

/** One node's row: from its scheduling to its end, its attempts on top. */
export type TimelineRow = {
  nodeId: string;
  startMs: number;
  endMs: number;
  /** Not ended: drawn until the timeline was read (or the run ended without it). */
  open: boolean;
  left: number;
  width: number;
  segments: AttemptSegment[];
};

export type TimelineTick = { atMs: number; left: number; label: string };

export type TimelineChart = {
  /** The axis start (epoch ms): the run's start in Temporal, or its first scheduling. */
  origin: number;
  spanMs: number;
  rows: TimelineRow[];
  ticks: TimelineTick[];
};

export const OUTCOME_LABELS: Record<AttemptOutcome, string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  'timed-out': 'Timed out',
  cancelled: STATUS_LABELS.cancelled,
  running: STATUS_LABELS.running,
  retried: 'Failed, retried',
};

const ms = (iso: string) => new Date(iso).getTime();

/**
 * The timeline as bars on one time axis: a row per node (ordered by scheduling), each attempt a
 * segment. Temporal's history keeps the start of a node's last attempt only, so the attempts
 * before it (retried) share the span from the node's scheduling to that start equally: they ran,
 * failed and waited out their backoff somewhere in it, in order. `now` ends what still runs.
 * Null when there is nothing to draw.
 */
export function timelineBars(timeline: ExecutionTimeline, now: number): TimelineChart | null {
  if (!timeline.available || timeline.nodes.length === 0) return null;
  const nodes = [...timeline.nodes].sort((a, b) => ms(a.scheduledAt) - ms(b.scheduledAt));
  const origin = Math.min(
    ...nodes.map((node) => ms(node.scheduledAt)),
    ...(timeline.startedAt ? [ms(timeline.startedAt)] : []),
  );

  // What has not ended runs until now, or until the run itself ended (terminated, timed out).
  const openEnd = timeline.finishedAt ? ms(timeline.finishedAt) : now;
  const drafts = nodes.map((node) => {
    const scheduled = ms(node.scheduledAt);
    const end = Math.max(scheduled, node.finishedAt ? ms(node.finishedAt) : openEnd);
    return {
      node,
      scheduled,
      end,
      open: !node.finishedAt,
      segments: segmentsOf(node.attempts, scheduled, end),
    };
  });

  const axisEnd = Math.max(
    origin,
    ...drafts.map((d) => d.end),
    ...(timeline.finishedAt ? [ms(timeline.finishedAt)] : []),
  );
  const spanMs = Math.max(axisEnd - origin, 1);
  const pct = (at: number) => ((at - origin) / spanMs) * 100;

  return {
    origin,
    spanMs,
    ticks: ticks(spanMs),
    rows: drafts.map(({ node, scheduled, end, open, segments }) => ({
      nodeId: node.nodeId,
      startMs: scheduled - origin,
      endMs: end - origin,
      open,
      left: pct(scheduled),
      width: pct(end) - pct(scheduled),
      segments: segments.map((s) => ({
        ...s,
        startMs: s.startMs - origin,
        endMs: s.endMs - origin,
        left: pct(s.startMs),
        width: pct(s.endMs) - pct(s.startMs),
      })),
    })),
  };
}

/** A node's attempts in epoch ms (left and width are filled in by the caller). */
function segmentsOf(attempts: NodeAttempt[], scheduled: number, end: number): AttemptSegment[] {
  const last = attempts.at(-1);
  if (!last) return [];
  const before = attempts.slice(0, -1);
  const lastStart = last.startedAt ? Math.min(Math.max(ms(last.startedAt), scheduled), end) : null;
  // Without a recorded start of the last attempt, every attempt shares the node's whole span.
  const shared = lastStart === null ? attempts : before;
  const sharedEnd = lastStart ?? end;
  const share = shared.length > 0 ? (sharedEnd - scheduled) / shared.length : 0;
  const segments: AttemptSegment[] = shared.map((attempt, i) => ({
    attempt: attempt.attempt,
    outcome: attempt.outcome,
    startMs: scheduled + share * i,
    endMs: scheduled + share * (i + 1),
    estimated: true,
    durationMs: null,
    ...(attempt.error ? { error: attempt.error } : {}),
    left: 0,
    width: 0,
  }));
  if (lastStart !== null) {
    const lastEnd = last.finishedAt ? Math.max(ms(last.finishedAt), lastStart) : end;
    segments.push({
      attempt: last.attempt,
      outcome: last.outcome,
      startMs: lastStart,
      endMs: lastEnd,
      estimated: false,
      durationMs: last.finishedAt ? lastEnd - lastStart : null,
      ...(last.error ? { error: last.error } : {}),
      left: 0,
      width: 0,
    });
  }
  return segments;
}

const TICK_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000,
  300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000,
];
const MOST_TICKS = 6;

/** Round marks along the axis, at most a handful, each with its offset in words. */
function ticks(spanMs: number): TimelineTick[] {
  const step =
    TICK_STEPS.find((candidate) => spanMs / candidate <= MOST_TICKS) ??
    Math.ceil(spanMs / MOST_TICKS / 3_600_000) * 3_600_000;
  const marks: TimelineTick[] = [];
  for (let at = 0; at <= spanMs; at += step) {
    marks.push({ atMs: at, left: (at / spanMs) * 100, label: formatOffset(at) });
  }
  return marks;
}

/** An offset from the run's start as people say it: 0 s, 250 ms, 1.5 s, 2 min 30 s. */
export function formatOffset(offsetMs: number): string {
  const rounded = Math.round(offsetMs);
  if (rounded === 0) return '0 s';
  if (rounded < 1000) return `${rounded} ms`;
  if (rounded < 60_000) return `${Number((rounded / 1000).toFixed(1))} s`;
  const minutes = Math.floor(rounded / 60_000);
  const seconds = Math.round((rounded % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

/**
 * An attempt in one sentence: how it ended, when it started (from the run's start) and how long
 * it took, or, for a retried attempt, the span it lay in, and its error. The bar's tooltip and
 * the list of attempts say the same.
 */
export function describeAttempt(segment: AttemptSegment): string {
  const outcome = OUTCOME_LABELS[segment.outcome];
  const when = segment.estimated
    ? `its own times are not recorded; it ran between +${formatOffset(segment.startMs)} and +${formatOffset(segment.endMs)}`
    : `started at +${formatOffset(segment.startMs)}, ${
        segment.durationMs === null ? 'still running' : `took ${formatOffset(segment.durationMs)}`
      }`;
  return `Attempt ${segment.attempt}: ${outcome.toLowerCase()}, ${when}${
    segment.error ? `. Error: ${segment.error}` : ''
  }`;
}
