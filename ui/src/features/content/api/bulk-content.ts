import { contentApi } from '@studio/api/contract/routes/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi, routeUrl } from '@/lib/call-api';
import { contentKeys } from '@/lib/content';
import { toast } from '@/lib/toast';

/** Where the browser downloads the chosen items (and their formats) as one ZIP. */
export function contentArchiveUrl(ids: readonly string[]): string {
  return routeUrl(contentApi.archive, { query: { ids: [...ids] } });
}

/** Deletes the chosen items with their formats, all or none; the library then refetches. */
export function useDeleteContentItems({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(contentApi.bulkDelete, { body: { ids } }),
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
