import { type BulkCancelRequest } from '@studio/api/contract/executions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { executionsQueryKey } from '@/lib/executions';

/** The answer (202): how many queued or running runs it stopped. */
const bulkCancelledSchema = z.object({ count: z.number() });

/**
 * An operator stops every queued or running run of a selection or a filter, saying why (one
 * audit entry for all). Every execution query is read again; the console's stream would bring
 * the rows anyway, the run pages would not.
 */
export function useBulkCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BulkCancelRequest) =>
      bulkCancelledSchema.parse(await api.post('/api/executions/cancel', request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: executionsQueryKey }),
  });
}
