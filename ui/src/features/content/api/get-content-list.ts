import {
  CONTENT_PAGE_SIZE,
  type ContentPage,
  contentPageSchema,
} from '@studio/api/contract/content';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';
import { contentKeys } from './content-keys';

export type ContentListFilter = { productId?: string };

/** One page of the signed-in user's content, newest first (12 a page, spec section 9). */
export async function getContentPage(
  params: { page: number } & ContentListFilter,
  signal?: AbortSignal,
): Promise<ContentPage> {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(CONTENT_PAGE_SIZE),
  });
  if (params.productId) query.set('productId', params.productId);
  return contentPageSchema.parse(await api.get(`/api/content?${query.toString()}`, { signal }));
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
export function useContentList(filter: ContentListFilter = {}) {
  return useInfiniteQuery(contentListQueryOptions(filter));
}
