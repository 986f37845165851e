import { Layers } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button-link';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { newBatchPath } from '@/lib/batch-paths';
import { useBatches } from '@/features/batches/api/list-batches';
import { BatchSummaryCard } from './batch-summary-card';

/** The creator's newest batches, each opening its page: how a batch is found again. */
export function BatchList() {
  const batches = useBatches();
  if (batches.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading…</span>
        <ul aria-hidden="true" className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="h-24 animate-pulse rounded-card bg-surface-muted" />
          ))}
        </ul>
      </div>
    );
  }
  if (batches.isError) {
    return <FetchErrorAlert what="your batches" onRetry={() => void batches.refetch()} />;
  }
  if (batches.data.length === 0) {
    return (
      <section className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
        <Layers className="size-10 text-brand-600" aria-hidden="true" />
        <h2 className="mt-4 text-lg font-semibold text-ink">No batches yet</h2>
        <p className="mt-1 max-w-md text-sm text-ink-muted">
          Run one snap over several products at once; each batch you start is listed here.
        </p>
        <ButtonLink to={newBatchPath()} className="mt-6">
          <Layers className="size-4" aria-hidden="true" />
          Run on several products
        </ButtonLink>
      </section>
    );
  }
  return (
    <ul aria-label="Your batches" className="space-y-3">
      {batches.data.map((batch) => (
        <li key={batch.id}>
          <BatchSummaryCard batch={batch} />
        </li>
      ))}
    </ul>
  );
}
