import { batchesApi } from '@studio/api/contract/routes/batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { batchQueryOptions } from './get-batch';

/**
 * Stops a running batch: runs already ended keep their results, the rest are cancelled and their
 * tokens given back. The answer is the batch as it stands, put into its query at once; the event
 * stream brings the rest. 409 `batch_finished` means it ended meanwhile: the query is read again.
 */
export function useCancelBatch(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = batchQueryOptions(id);
  return useMutation({
    mutationFn: () => callApi(batchesApi.cancel, { params: { id } }),
    onSuccess: (view) => queryClient.setQueryData(queryKey, view),
    onError: () => queryClient.invalidateQueries({ queryKey }),
    meta: {
      errorToast: { title: 'Could not cancel the batch', description: 'Please try again.' },
    },
  });
}
