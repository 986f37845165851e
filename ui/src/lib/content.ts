import { contentApi } from '@studio/api/contract/routes/content';
import {
  CONTENT_PAGE_SIZE,
  type ContentPage,
  type ListContentQuery,
} from '@studio/api/contract/content';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { callApi } from './call-api';
import { queryFreshness } from './query-client';

// The content list is read by two features that may not import each other (the content library,
// and the products feature's content picker and related content), so its one key factory and its
// one fetcher live here, like the snaps list's in snaps.ts.

/**
 * Every content query lives under `['content']`, so one invalidation of that prefix refreshes the
 * lists and the open item after any change (spec section 4: lists refetch after changes).
 */
export const contentKeys = {
  all: ['content'] as const,
  lists: ['content', 'list'] as const,
  list: (filter: ContentListFilter) => ['content', 'list', filter] as const,
  detail: (id: string) => ['content', id] as const,
};

/**
 * All of the user's content, or one product's, or what one run made; searched (`q`) and
 * filtered by snap and type in the library.
 */
export type ContentListFilter = Omit<ListContentQuery, 'page' | 'limit'>;

/** One page of the signed-in user's content, newest first (12 a page, spec section 9). */
export async function getContentPage(
  params: { page: number } & ContentListFilter,
  signal?: AbortSignal,
): Promise<ContentPage> {
  return callApi(contentApi.list, { query: { ...params, limit: CONTENT_PAGE_SIZE }, signal });
}

export function contentListQueryOptions(filter: ContentListFilter = {}) {
  return infiniteQueryOptions({
    queryKey: contentKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getContentPage({ ...filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
    ...queryFreshness.content,
  });
}

/** The content list, a page at a time; `fetchNextPage` adds the next 12. */
export function useContentList(
  filter: ContentListFilter = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...contentListQueryOptions(filter), enabled });
}
