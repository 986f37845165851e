import { contentApi } from '@studio/api/contract/routes/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { toast } from '@/lib/toast';
import { contentKeys } from '@/lib/content';

export async function deleteContent(id: string): Promise<void> {
  await callApi(contentApi.delete, { params: { id } });
}

/** Deletes a content item; `onDeleted` runs first, so the screen can leave before the cache drops it. */
export function useDeleteContent({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: async (_answer, id) => {
      onDeleted?.();
      toast({ variant: 'success', title: 'Content deleted' });
      // Drop the item rather than refetch it: it is gone, and a refetch would only answer 404.
      queryClient.removeQueries({ queryKey: contentKeys.detail(id), exact: true });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
    meta: { errorToast: { title: 'Failed to delete content', description: 'Please try again.' } },
  });
}
