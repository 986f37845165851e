import { type RunCost } from '@/features/create-content/lib/run-cost';
import { tokens } from '@/features/create-content/lib/run-outcome';

type RunCostLinesProps = { snapName: string; cost: RunCost; formatCount: number };

/** What the run adds up to once formats or HD are chosen: the snap, each extra, the total. */
export function RunCostLines({ snapName, cost, formatCount }: RunCostLinesProps) {
  if (cost.formats === 0 && cost.hd === 0) return null;
  return (
    <dl aria-label="Cost of this run" className="grid gap-1 text-sm tabular-nums">
      <div className="flex justify-between gap-3">
        <dt className="truncate text-ink-muted">{snapName}</dt>
        <dd className="shrink-0 text-ink">{tokens(cost.snap)}</dd>
      </div>
      {cost.formats > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">Social formats ({formatCount})</dt>
          <dd className="shrink-0 text-ink">+{tokens(cost.formats)}</dd>
        </div>
      ) : null}
      {cost.hd > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">HD</dt>
          <dd className="shrink-0 text-ink">+{tokens(cost.hd)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3 border-t border-line pt-1 font-semibold text-ink">
        <dt>Total</dt>
        <dd className="shrink-0">{tokens(cost.total)}</dd>
      </div>
    </dl>
  );
}
