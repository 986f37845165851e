import { type CreateSnapRequest, type UpdateSnapRequest } from '@studio/api/contract/manager-snaps';
import { managerSnapsApi } from '@studio/api/contract/routes/manager-snaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { managerCategoriesQueryKey } from '@/lib/categories';
import { snapsQueryKey } from '@/lib/snaps';
import { managerSnapsQueryKey } from './get-snaps';

export type SaveSnap =
  | { kind: 'create'; fields: CreateSnapRequest }
  | { kind: 'update'; id: string; fields: UpdateSnapRequest };

/**
 * Creates or changes a snap, then reads again this section, the categories' counts and the
 * creators' gallery (so this browser's gallery shows the change too).
 */
export function useSaveSnap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveSnap) =>
      save.kind === 'create'
        ? callApi(managerSnapsApi.create, { body: save.fields })
        : callApi(managerSnapsApi.update, { params: { id: save.id }, body: save.fields }),
    onSuccess: () =>
      Promise.all(
        [managerSnapsQueryKey, managerCategoriesQueryKey, snapsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
