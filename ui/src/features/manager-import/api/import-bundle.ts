import { managerBundleApi } from '@studio/api/contract/routes/manager-bundle';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi, routeUrl } from '@/lib/call-api';

/** Where the catalogue downloads as a bundle (the browser saves the server's attachment). */
export const BUNDLE_EXPORT_URL = routeUrl(managerBundleApi.export, {});

/** The file as read: the server judges it, naming every problem of a bad one. */
const importBundle = (bundle: unknown, dryRun: boolean) =>
  callApi(managerBundleApi.import, { query: { dryRun }, body: bundle });

/** What importing the bundle would do: nothing is written. */
export function usePlanImport() {
  return useMutation({
    mutationFn: (bundle: unknown) => importBundle(bundle, true),
  });
}

/**
 * Imports the bundle. Snaps, categories and workflows change at once: every cached list of them
 * (the gallery, the panel's sections) is read again.
 */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bundle: unknown) => importBundle(bundle, false),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
