import { bulkDeleteResponseSchema } from '@studio/api/contract/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { contentKeys } from '@/lib/content';
import { toast } from '@/lib/toast';

/** Where the browser downloads the chosen items (and their formats) as one ZIP. */
export function contentArchiveUrl(ids: readonly string[]): string {
  return `/api/content/archive?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** Deletes the chosen items with their formats, all or none; the library then refetches. */
export function useDeleteContentItems({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      bulkDeleteResponseSchema.parse(await api.post('/api/content/bulk-delete', { ids })),
    onSuccess: async (_answer, ids) => {
      onDeleted();
      toast({
        variant: 'success',
        title: ids.length === 1 ? 'Item deleted' : `${ids.length} items deleted`,
      });
      for (const id of ids) queryClient.removeQueries({ queryKey: contentKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
    meta: {
      errorToast: { title: 'Nothing was deleted', description: 'Please try again.' },
    },
  });
}
