import { type BatchCounts } from '@studio/api/contract/batches';

import { RUN_STATES, runStateStyles } from '@/features/batches/lib/batch-progress';

/** The ring's key: each state's colour, name and count. Cancelled shows only when it happened. */
export function BatchLegend({ counts }: { counts: BatchCounts }) {
  const states = RUN_STATES.filter((state) => state !== 'cancelled' || counts.cancelled > 0);
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-3">
      {states.map((state) => (
        <div key={state} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${runStateStyles[state].dot}`}
          />
          <dt className="text-ink-muted">{runStateStyles[state].label}</dt>
          <dd data-testid={`count-${state}`} className="font-semibold text-ink tabular-nums">
            {counts[state]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
