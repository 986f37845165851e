import { executionsApi } from '@studio/api/contract/routes/executions';
import { type BulkPreview } from '@studio/api/contract/executions';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { executionsQueryKey } from '@/lib/executions';
import { type BulkSelection } from '../model/bulk-selection';

/**
 * What a bulk action on a selection would take, counted by the server before the operator
 * confirms. A POST (the selection may be a long list of ids) that changes nothing, so it is read
 * as a query, keyed by the selection. Counted afresh every time a dialog asks: runs move on.
 */
export function bulkPreviewQueryOptions(selection: BulkSelection) {
  return queryOptions({
    queryKey: [...executionsQueryKey, 'bulk-preview', selection] as const,
    queryFn: ({ signal }): Promise<BulkPreview> =>
      callApi(executionsApi.bulkPreview, { body: selection, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useBulkPreview(selection: BulkSelection) {
  return useQuery(bulkPreviewQueryOptions(selection));
}
