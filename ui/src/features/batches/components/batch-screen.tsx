import { type BatchView } from '@studio/api/contract/batches';
import { Layers } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { ContentPage } from '@/components/layouts/content-page';
import { ButtonLink } from '@/components/ui/button-link';
import { FetchErrorAlert } from '@/components/ui/fetch-error-alert';
import { FormAlert } from '@/components/ui/form-alert';
import { GridSkeleton } from '@/components/ui/grid-skeleton';
import { ApiError } from '@/lib/api-client';
import { BATCHES_PATH, newBatchPath } from '@/lib/batch-paths';
import { useCancelBatch } from '@/features/batches/api/cancel-batch';
import { useBatch } from '@/features/batches/hooks/use-batch';
import { endedRuns } from '@/features/batches/lib/batch-progress';
import { BatchItemCard } from './batch-item-card';
import { BatchOverview } from './batch-overview';
import { CancelBatchDialog } from './cancel-batch-dialog';

export const RESULTS_GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';

type BatchScreenProps = {
  id: string;
  /** Runs reserved, were charged or refunded: the balance is out of date. */
  onCreditsChanged: () => void;
  /** The batch ended with content made: the library and the products' pages are out of date. */
  onContentCreated: () => void;
};

/** /batches/:id: a batch's progress, each product's result as it arrives, Cancel and the ZIP. */
export function BatchScreen({ id, onCreditsChanged, onContentCreated }: BatchScreenProps) {
  const { batch, reconnecting } = useBatch(id);

  if (batch.isPending) {
    return (
      <ContentPage title="Batch" width="xl">
        <GridSkeleton gridClassName={RESULTS_GRID} count={4} />
      </ContentPage>
    );
  }
  if (batch.isError) {
    const missing = batch.error instanceof ApiError && [400, 404].includes(batch.error.status);
    return (
      <ContentPage title={missing ? 'Batch not found' : 'Batch'} width="xl">
        {missing ? (
          <FormAlert tone="error">This batch does not exist, or it is not yours.</FormAlert>
        ) : (
          <FetchErrorAlert what="the batch" onRetry={() => void batch.refetch()} />
        )}
        <ButtonLink to={newBatchPath()} variant="secondary" className="mt-6">
          <Layers className="size-4" aria-hidden="true" />
          Start a batch
        </ButtonLink>
      </ContentPage>
    );
  }
  return (
    <BatchDetails
      view={batch.data}
      reconnecting={reconnecting}
      onCreditsChanged={onCreditsChanged}
      onContentCreated={onContentCreated}
    />
  );
}

type BatchDetailsProps = Omit<BatchScreenProps, 'id'> & {
  view: BatchView;
  reconnecting: boolean;
};

function BatchDetails({
  view,
  reconnecting,
  onCreditsChanged,
  onContentCreated,
}: BatchDetailsProps) {
  const cancel = useCancelBatch(view.id);
  const [confirming, setConfirming] = useState(false);
  const running = view.status === 'running';
  useBalanceFollowing(view, onCreditsChanged, onContentCreated);

  return (
    <ContentPage
      title={`${view.snapName} on ${view.total} ${view.total === 1 ? 'product' : 'products'}`}
      description={`Batch started ${new Date(view.createdAt).toLocaleString()}`}
      actions={
        <>
          <ButtonLink to={BATCHES_PATH} variant="ghost">
            All batches
          </ButtonLink>
          {running ? null : (
            <ButtonLink to={newBatchPath({ snapId: view.snapId })} variant="secondary">
              <Layers className="size-4" aria-hidden="true" />
              New batch
            </ButtonLink>
          )}
        </>
      }
      width="xl"
    >
      <BatchOverview view={view} reconnecting={reconnecting} onCancel={() => setConfirming(true)} />
      <section aria-labelledby="batch-results" className="mt-10">
        <h2 id="batch-results" className="mb-4 text-lg font-semibold text-ink">
          Results
        </h2>
        <ul aria-label="Products in this batch" className={RESULTS_GRID}>
          {view.items.map((item) => (
            <li key={item.executionId}>
              <BatchItemCard item={item} />
            </li>
          ))}
        </ul>
      </section>
      <CancelBatchDialog
        open={confirming && running}
        remaining={view.total - endedRuns(view.counts)}
        cancelling={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </ContentPage>
  );
}

/**
 * The balance moves as runs start (tokens held) and end (kept or given back): each change of the
 * counts says so. Content made is announced once, when the batch is over.
 */
function useBalanceFollowing(
  view: BatchView,
  onCreditsChanged: () => void,
  onContentCreated: () => void,
) {
  const { queued, running, succeeded, failed, cancelled } = view.counts;
  const signature = `${queued}/${running}/${succeeded}/${failed}/${cancelled}`;
  useEffect(() => {
    onCreditsChanged();
  }, [signature, onCreditsChanged]);

  const over = view.status !== 'running';
  const announced = useRef(over);
  useEffect(() => {
    if (!over || announced.current) return;
    announced.current = true;
    if (succeeded > 0) onContentCreated();
  }, [over, succeeded, onContentCreated]);
}
