import { consoleViewsApi } from '@studio/api/contract/routes/console-views';
import { type SaveConsoleView } from '@studio/api/contract/console-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

const viewsKey = ['console-views'] as const;

/** The manager's saved views of the console and those other managers share. */
export function useConsoleViews() {
  return useQuery({
    queryKey: viewsKey,
    queryFn: () => callApi(consoleViewsApi.list),
  });
}

export function useSaveConsoleView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: SaveConsoleView) => callApi(consoleViewsApi.save, { body: view }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsKey }),
  });
}

export function useDeleteConsoleView() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: { title: 'Could not delete the view', description: 'Please try again.' } },
    mutationFn: (id: string) => callApi(consoleViewsApi.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsKey }),
  });
}
