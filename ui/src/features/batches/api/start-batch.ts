import { batchesApi } from '@studio/api/contract/routes/batches';
import { type StartBatchRequest, type StartBatchResponse } from '@studio/api/contract/batches';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

/**
 * POST /api/batches: one run per product, each charged on its own. 202 with the batch's id. Short
 * of tokens the API answers 402 with how many runs the balance pays for (`affordable`): the
 * app-wide Insufficient Tokens dialog says what the batch needs against the balance, as for every
 * other spend (spec section 8), and the setup screen offers to keep only the runs it pays for.
 */
export async function startBatch(request: StartBatchRequest): Promise<StartBatchResponse> {
  return callApi(batchesApi.start, { body: request });
}

export function useStartBatch() {
  return useMutation({ mutationFn: startBatch });
}
