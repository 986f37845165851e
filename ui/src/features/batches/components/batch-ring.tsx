import { type BatchView } from '@studio/api/contract/batches';

import {
  endedRuns,
  percentEnded,
  ringSegments,
  runStateStyles,
} from '@/features/batches/lib/batch-progress';

const SIZE = 132;
const STROKE = 14;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The gap between two arcs, so neighbouring states stay apart. */
const GAP = 2;

type BatchRingProps = { view: Pick<BatchView, 'counts' | 'total'> };

/**
 * The batch as a ring: one arc per state (done, failed, cancelled, running, waiting), the runs
 * that ended out of all in the middle. It is the page's progress bar, named and valued as one.
 */
export function BatchRing({ view }: BatchRingProps) {
  const ended = endedRuns(view.counts);
  const segments = ringSegments(view.counts, view.total);
  const gap = segments.length > 1 ? GAP : 0;
  return (
    <div
      role="progressbar"
      aria-label="Batch progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentEnded(view)}
      aria-valuetext={`${ended} of ${view.total} runs ended`}
      className="relative size-[132px] shrink-0"
    >
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full -rotate-90" aria-hidden="true">
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          className="stroke-surface-muted"
        />
        {segments.map(({ state, start, length }) => (
          <circle
            key={state}
            data-state={state}
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeDasharray={`${Math.max(0, length * CIRCUMFERENCE - gap)} ${CIRCUMFERENCE}`}
            strokeDashoffset={-start * CIRCUMFERENCE}
            className={`${runStateStyles[state].stroke} transition-[stroke-dasharray,stroke-dashoffset] duration-500 ${
              state === 'running' ? 'animate-pulse' : ''
            }`}
          />
        ))}
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-2xl font-bold text-ink tabular-nums">
          {ended}/{view.total}
        </span>
        <span className="text-xs text-ink-muted">ended</span>
      </span>
    </div>
  );
}
