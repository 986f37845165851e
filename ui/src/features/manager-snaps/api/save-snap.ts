import {
  type CreateSnapRequest,
  managedSnapSchema,
  type UpdateSnapRequest,
} from '@studio/api/contract/manager-snaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
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
    mutationFn: async (save: SaveSnap) =>
      managedSnapSchema.parse(
        save.kind === 'create'
          ? await api.post('/api/manager/snaps', save.fields)
          : await api.patch(`/api/manager/snaps/${encodeURIComponent(save.id)}`, save.fields),
      ),
    onSuccess: () =>
      Promise.all(
        [managerSnapsQueryKey, managerCategoriesQueryKey, snapsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
