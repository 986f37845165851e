import { managerCategoriesApi } from '@studio/api/contract/routes/manager-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { managerCategoriesQueryKey } from '@/lib/categories';
import { snapsQueryKey } from '@/lib/snaps';

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
  return useCategoryMutation((name: string) =>
    callApi(managerCategoriesApi.create, { body: { name } }),
  );
}

export function useRenameCategory() {
  return useCategoryMutation(({ id, name }: { id: string; name: string }) =>
    callApi(managerCategoriesApi.rename, { params: { id }, body: { name } }),
  );
}

/** Every category's id, in the new order. */
export function useReorderCategories() {
  return useCategoryMutation((ids: string[]) =>
    callApi(managerCategoriesApi.reorder, { body: { ids } }),
  );
}

export function useDeleteCategory() {
  return useCategoryMutation((id: string) =>
    callApi(managerCategoriesApi.delete, { params: { id } }),
  );
}
