import { importPlanSchema } from '@studio/api/contract/catalogue-bundle';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Where the catalogue downloads as a bundle (the browser saves the server's attachment). */
export const BUNDLE_EXPORT_URL = '/api/manager/bundle';

/** What importing the bundle would do: nothing is written. */
export function usePlanImport() {
  return useMutation({
    mutationFn: async (bundle: unknown) =>
      importPlanSchema.parse(await api.post('/api/manager/bundle/import?dryRun=true', bundle)),
  });
}

/**
 * Imports the bundle. Snaps, categories and workflows change at once: every cached list of them
 * (the gallery, the panel's sections) is read again.
 */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bundle: unknown) =>
      importPlanSchema.parse(await api.post('/api/manager/bundle/import?dryRun=false', bundle)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
