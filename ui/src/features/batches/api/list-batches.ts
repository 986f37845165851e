import { batchesApi } from '@studio/api/contract/routes/batches';
import { type BatchSummary } from '@studio/api/contract/batches';
import { useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { batchesQueryKey } from './get-batch';

/** The creator's newest batches (the API's 20), newest first. */
export async function listBatches(signal?: AbortSignal): Promise<BatchSummary[]> {
  return (await callApi(batchesApi.list, { signal })).batches;
}

/**
 * Under the batches' prefix, so what invalidates every batch (a start, a cancel) refreshes the list
 * too; 'list' can never be a batch's id, which is a UUID.
 */
export const batchListQueryKey = [...batchesQueryKey, 'list'] as const;

export function useBatches() {
  return useQuery({ queryKey: batchListQueryKey, queryFn: ({ signal }) => listBatches(signal) });
}
