import { managerContentApi } from '@studio/api/contract/routes/manager-content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { type ContentFilters, contentFilters } from '../model/content-filters';

/** Items a page: a grid of 2, 3 or 4 columns fills evenly. */
export const CONTENT_PAGE_SIZE = 24;

/** The prefix of every query of this section: a removal reads all of them again. */
export const managerContentQueryKey = ['manager-content'] as const;

export function managedContentQueryOptions(filters: ContentFilters) {
  const search = contentFilters.toSearch(filters);
  search.set('limit', String(CONTENT_PAGE_SIZE));
  return queryOptions({
    queryKey: [...managerContentQueryKey, 'list', search.toString()] as const,
    queryFn: ({ signal }) =>
      callApi(managerContentApi.list, { query: Object.fromEntries(search), signal }),
    // The previous page stays on screen while the next loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

/** One page of every creator's content under the filters, with the total. */
export function useManagedContent(filters: ContentFilters) {
  return useQuery(managedContentQueryOptions(filters));
}

export function managedContentDetailQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: [...managerContentQueryKey, 'detail', contentId] as const,
    queryFn: ({ signal }) => callApi(managerContentApi.get, { params: { id: contentId }, signal }),
  });
}

/** One item with every image, its run and the feedback on it, for the drawer. */
export function useManagedContentDetail(contentId: string | null) {
  return useQuery({
    ...managedContentDetailQueryOptions(contentId ?? ''),
    enabled: contentId !== null,
  });
}
