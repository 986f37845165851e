import { type BatchSummary } from '@studio/api/contract/batches';
import { Link } from 'react-router-dom';

import { ProgressBar } from '@/components/ui/progress-bar';
import { StoredImage } from '@/components/ui/stored-image';
import { batchPath } from '@/lib/batch-paths';
import { endedRuns, percentEnded, runStateStyles } from '@/features/batches/lib/batch-progress';
import { runs } from '@/features/batches/lib/words';

// A batch's states in the words its runs' states use (batch-progress.ts), plus its own end.
const STATUS_WORDS = {
  running: runStateStyles.running.label,
  finished: 'Finished',
  cancelled: runStateStyles.cancelled.label,
} as const;
const STATUS_STYLES = {
  running: 'bg-brand-50 text-brand-700',
  finished: 'bg-success-50 text-success-700',
  cancelled: 'bg-surface-muted text-ink-muted',
} as const;

/**
 * One batch in the list: its first products' pictures fanned out (what a creator recognises it
 * by), the snap, when, how far it got and how it went; the whole card opens the batch.
 */
export function BatchSummaryCard({ batch }: { batch: BatchSummary }) {
  const { succeeded, failed, cancelled } = batch.counts;
  const outcome = [
    `${succeeded} done`,
    failed > 0 ? `${failed} failed` : null,
    cancelled > 0 ? `${cancelled} cancelled` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link
      to={batchPath(batch.id)}
      className="flex min-w-0 items-center gap-4 rounded-card border border-line bg-surface p-4 transition-colors hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="flex shrink-0 -space-x-5" aria-hidden="true">
        {batch.previewUrls.map((url) => (
          <StoredImage
            key={url}
            src={url}
            sizes="48px"
            alt=""
            className="size-12 rounded-lg border-2 border-surface bg-surface-muted object-cover"
          />
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="truncate font-semibold text-ink">{batch.snapName}</h2>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[batch.status]}`}
          >
            {STATUS_WORDS[batch.status]}
          </span>
        </div>
        <p className="mt-0.5 text-sm text-ink-muted">
          {runs(batch.total)} · {new Date(batch.createdAt).toLocaleString()}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <div className="flex-1">
            <ProgressBar
              label={`${batch.snapName}: ${endedRuns(batch.counts)} of ${batch.total} ended`}
              value={percentEnded(batch)}
              tone={failed > 0 && batch.status !== 'running' ? 'danger' : 'success'}
              ended={batch.status !== 'running'}
            />
          </div>
          <span className="shrink-0 text-xs text-ink-muted tabular-nums">{outcome}</span>
        </div>
      </div>
    </Link>
  );
}
