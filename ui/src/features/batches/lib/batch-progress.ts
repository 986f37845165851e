import { type BatchCounts, type BatchView } from '@studio/api/contract/batches';
import { type ExecutionStatus } from '@studio/api/contract/executions';

/** The states a batch's runs are counted in, in the order the ring and its legend show them. */
export const RUN_STATES = ['succeeded', 'failed', 'cancelled', 'running', 'queued'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** Each state's words and colour (the ring's stroke, the legend's dot). */
export const runStateStyles: Record<
  RunState,
  { label: string; stroke: string; dot: string; text: string }
> = {
  succeeded: {
    label: 'Done',
    stroke: 'stroke-success-600',
    dot: 'bg-success-600',
    text: 'text-success-700',
  },
  failed: {
    label: 'Failed',
    stroke: 'stroke-danger-600',
    dot: 'bg-danger-600',
    text: 'text-danger-700',
  },
  cancelled: {
    label: 'Cancelled',
    stroke: 'stroke-ink-muted',
    dot: 'bg-ink-muted',
    text: 'text-ink-muted',
  },
  running: {
    label: 'Running',
    stroke: 'stroke-brand-600',
    dot: 'bg-brand-600',
    text: 'text-brand-700',
  },
  queued: {
    label: 'Waiting',
    stroke: 'stroke-line',
    dot: 'bg-line',
    text: 'text-ink-muted',
  },
};

export function runStateLabel(status: ExecutionStatus): string {
  return runStateStyles[status].label;
}

/** Runs that have ended, however each ended. */
export function endedRuns(counts: BatchCounts): number {
  return counts.succeeded + counts.failed + counts.cancelled;
}

/** How far the batch is, 0 to 100: the share of its runs that have ended. */
export function percentEnded(view: Pick<BatchView, 'counts' | 'total'>): number {
  if (view.total === 0) return 100;
  return Math.round((endedRuns(view.counts) / view.total) * 100);
}

/** One arc of the ring: where it starts and how long it is, as shares of the circle (0 to 1). */
export type RingSegment = { state: RunState; start: number; length: number };

/** The ring's arcs, one per state that has runs, end to end in legend order. */
export function ringSegments(counts: BatchCounts, total: number): RingSegment[] {
  const segments: RingSegment[] = [];
  let start = 0;
  for (const state of RUN_STATES) {
    const count = counts[state];
    if (count <= 0 || total <= 0) continue;
    const length = count / total;
    segments.push({ state, start, length });
    start += length;
  }
  return segments;
}

/** How the batch stands, in a few words: "Batch running", "Batch finished with failures". */
export function batchHeadline(view: BatchView): string {
  if (view.status === 'cancelled') return 'Batch cancelled';
  if (view.status === 'finished') {
    return view.counts.failed === 0 ? 'Batch finished' : 'Batch finished with failures';
  }
  return view.counts.running === 0 && endedRuns(view.counts) === 0
    ? 'Batch starting'
    : 'Batch running';
}

/** Runs whose tokens came back (failed or cancelled). */
export function runsRefunded(counts: BatchCounts): number {
  return counts.failed + counts.cancelled;
}
