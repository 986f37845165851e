import { type BatchView } from '@studio/api/contract/batches';
import { Download, OctagonX } from 'lucide-react';

import { Button, buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button';
import { batchDownloadUrl } from '@/features/batches/api/get-batch';
import { batchHeadline, endedRuns, runsRefunded } from '@/features/batches/lib/batch-progress';
import { runs, tokens } from '@/features/batches/lib/words';
import { BatchLegend } from './batch-legend';
import { BatchRing } from './batch-ring';

type BatchOverviewProps = {
  view: BatchView;
  /** The live stream dropped and is being reopened. */
  reconnecting: boolean;
  onCancel: () => void;
};

/**
 * The batch at a glance: the ring and its counts, what it has cost so far, and its two actions:
 * Cancel while it runs, and every result as one ZIP once there is any.
 */
export function BatchOverview({ view, reconnecting, onCancel }: BatchOverviewProps) {
  const running = view.status === 'running';
  const images = view.items
    .filter((item) => item.status === 'succeeded')
    .reduce((sum, item) => sum + item.imageUrls.length, 0);
  const refunded = runsRefunded(view.counts);
  return (
    <section
      aria-label="Batch summary"
      className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-5 gap-y-4 rounded-card border border-line bg-surface p-5 shadow-card sm:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <div className="sm:row-span-3">
        <BatchRing view={view} />
      </div>
      <Headline view={view} />
      <div className="col-span-2 grid gap-3 sm:col-span-1 sm:col-start-2">
        <BatchLegend counts={view.counts} />
        <p data-testid="batch-charged" className="text-sm text-ink-muted">
          {running ? 'Charged so far: ' : 'Charged: '}
          <strong className="text-ink tabular-nums">{tokens(view.tokens.charged)}</strong> for{' '}
          {runs(view.counts.succeeded)} done
          {refunded > 0 ? ` · ${runs(refunded)} refunded` : ''}
          {/* The balance already shows what runs under way hold: say it here too. */}
          {view.tokens.held > 0 ? (
            <>
              {' · '}
              <strong className="text-ink tabular-nums">{tokens(view.tokens.held)}</strong> held for
              runs under way
            </>
          ) : null}
        </p>
        {reconnecting && running ? (
          <p className="text-xs text-ink-muted">Reconnecting to live progress…</p>
        ) : null}
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:col-start-3 sm:row-span-3 sm:row-start-1 sm:flex-col sm:items-stretch">
        {images > 0 ? (
          <a
            href={batchDownloadUrl(view.id)}
            download
            className={`${buttonBase} ${buttonVariants.primary} ${buttonSizes.md}`}
          >
            <Download className="size-4" aria-hidden="true" />
            Download {images} {images === 1 ? 'image' : 'images'} (ZIP)
          </a>
        ) : null}
        {running ? (
          <Button variant="secondary" onClick={onCancel}>
            <OctagonX className="size-4" aria-hidden="true" />
            Cancel batch
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function Headline({ view }: { view: BatchView }) {
  return (
    <div>
      <p className="text-lg font-bold text-ink">{batchHeadline(view)}</p>
      <p role="status" className="text-sm text-ink-muted tabular-nums">
        {endedRuns(view.counts)} of {runs(view.total)} ended
      </p>
    </div>
  );
}
