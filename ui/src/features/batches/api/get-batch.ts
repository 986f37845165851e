import { batchesApi } from '@studio/api/contract/routes/batches';
import { type BatchView } from '@studio/api/contract/batches';
import { queryOptions } from '@tanstack/react-query';

import { callApi, routeUrl } from '@/lib/call-api';

export async function getBatch(id: string, signal?: AbortSignal): Promise<BatchView> {
  return callApi(batchesApi.get, { params: { id }, signal });
}

/** The prefix of every batch query. */
export const batchesQueryKey = ['batches'] as const;

/**
 * One batch's view. Its event stream keeps it current while it runs (use-batch-progress.ts
 * writes each view into this query); a finished batch is read once.
 */
export function batchQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...batchesQueryKey, id] as const,
    queryFn: ({ signal }) => getBatch(id, signal),
    staleTime: 0,
  });
}

/** The server-sent events of one batch (contract/batches.ts: `progress` events). */
export function batchEventsUrl(id: string): string {
  return routeUrl(batchesApi.events, { params: { id } });
}

/** Every result image of the batch in one ZIP file, read by the browser as a download. */
export function batchDownloadUrl(id: string): string {
  return routeUrl(batchesApi.download, { params: { id } });
}
