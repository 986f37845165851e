import {
  managedCategorySchema,
  managerCategoryListSchema,
} from '@studio/api/contract/manager-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { managerCategoriesQueryKey } from '@/lib/categories';
import { snapsQueryKey } from '@/lib/snaps';

const base = '/api/manager/categories';

/** Every change reads the list again, and the gallery's snaps (their category names and order). */
function useCategoryMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: managerCategoriesQueryKey }),
        queryClient.invalidateQueries({ queryKey: snapsQueryKey }),
      ]),
  });
}

export function useCreateCategory() {
  return useCategoryMutation(async (name: string) =>
    managedCategorySchema.parse(await api.post(base, { name })),
  );
}

export function useRenameCategory() {
  return useCategoryMutation(async ({ id, name }: { id: string; name: string }) =>
    managedCategorySchema.parse(await api.patch(`${base}/${encodeURIComponent(id)}`, { name })),
  );
}

/** Every category's id, in the new order. */
export function useReorderCategories() {
  return useCategoryMutation(async (ids: string[]) =>
    managerCategoryListSchema.parse(await api.put(`${base}/order`, { ids })),
  );
}

export function useDeleteCategory() {
  return useCategoryMutation((id: string) => api.delete(`${base}/${encodeURIComponent(id)}`));
}
