import { managerContentApi } from '@studio/api/contract/routes/manager-content';
import { useQuery } from '@tanstack/react-query';

import { serverPageQuery, useDrawerRecord } from '@/lib/server-page-query';
import { type ContentFilters, contentFilters } from '../model/content-filters';

/** Items a page: a grid of 2, 3 or 4 columns fills evenly. */
export const CONTENT_PAGE_SIZE = 24;

/** The prefix of every query of this section: a removal reads all of them again. */
export const managerContentQueryKey = ['manager-content'] as const;

export const managedContentQueryOptions = (filters: ContentFilters) =>
  serverPageQuery(managerContentApi.list, contentFilters, filters, {
    key: managerContentQueryKey,
    pageSize: CONTENT_PAGE_SIZE,
  });

/** One page of every creator's content under the filters, with the total. */
export function useManagedContent(filters: ContentFilters) {
  return useQuery(managedContentQueryOptions(filters));
}

/** One item with every image, its run and the feedback on it, for the drawer. */
export function useManagedContentDetail(contentId: string | null) {
  return useDrawerRecord(
    managerContentApi.get,
    managerContentQueryKey,
    contentId === null ? null : { id: contentId },
  );
}
