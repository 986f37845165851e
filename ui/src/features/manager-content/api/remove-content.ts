import { managerContentApi } from '@studio/api/contract/routes/manager-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { managerContentQueryKey } from './get-content';

/**
 * Takes an item out of its creator's library with the reason the audit log keeps; answers the
 * item as it now is. The section's every query is read again (the grid, the drawer); the
 * creator's own content queries live in their browser, not here.
 */
export function useRemoveContent(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi(managerContentApi.remove, { params: { id: contentId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerContentQueryKey }),
  });
}
