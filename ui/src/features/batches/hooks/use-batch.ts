import {
  BATCH_PROGRESS_EVENT,
  type BatchView,
  batchViewSchema,
} from '@studio/api/contract/batches';
import { useQuery } from '@tanstack/react-query';

import { useLiveView } from '@/hooks/use-live-view';
import { batchEventsUrl, batchQueryOptions, getBatch } from '@/features/batches/api/get-batch';

const isFinal = (view: BatchView) => view.status !== 'running';

/**
 * One batch, live while it runs: read once (its loading and error states are the query's), then
 * followed over its event stream (use-live-view.ts), which writes each view into the same query
 * and closes once the batch has finished or was cancelled. A finished batch opens no stream.
 */
export function useBatch(id: string) {
  const batch = useQuery(batchQueryOptions(id));
  const { reconnecting } = useLiveView({
    queryKey: batchQueryOptions(id).queryKey,
    fetchView: () => getBatch(id),
    eventsUrl: batchEventsUrl(id),
    event: BATCH_PROGRESS_EVENT,
    schema: batchViewSchema,
    isFinal,
    enabled: batch.data?.status === 'running',
  });
  return { batch, reconnecting };
}
