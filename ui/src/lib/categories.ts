import { managerCategoriesApi } from '@studio/api/contract/routes/manager-categories';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from './call-api';
import { queryFreshness } from './query-client';

// The managers' category list is read by two features that may not import each other (the
// categories section edits it, the snaps section offers it in a select), so it lives here.

/** The prefix of every managers' category query: a change reads them all again. */
export const managerCategoriesQueryKey = ['manager-categories'] as const;

export function managerCategoriesQueryOptions() {
  return queryOptions({
    queryKey: managerCategoriesQueryKey,
    queryFn: async ({ signal }) =>
      (await callApi(managerCategoriesApi.list, { signal })).categories,
    ...queryFreshness.categories,
    // Fresh on each visit: another manager may have changed them.
    staleTime: 0,
  });
}

/** Every category in the gallery's order, with its snap counts. */
export function useManagerCategories() {
  return useQuery(managerCategoriesQueryOptions());
}
