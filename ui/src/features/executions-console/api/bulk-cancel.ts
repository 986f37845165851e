import { executionsApi } from '@studio/api/contract/routes/executions';
import { type BulkCancelRequest } from '@studio/api/contract/executions';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { executionsQueryKey } from '@/lib/executions';

/**
 * An operator stops every queued or running run of a selection or a filter, saying why (one
 * audit entry for all). Every execution query is read again; the console's stream would bring
 * the rows anyway, the run pages would not.
 */
export function useBulkCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkCancelRequest) =>
      callApi(executionsApi.cancelMany, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: executionsQueryKey }),
  });
}
