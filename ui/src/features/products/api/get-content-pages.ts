import {
  type ContentPage,
  contentPageSchema,
  CONTENT_PAGE_SIZE,
} from '@studio/api/contract/content';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/**
 * Every content query of the app lives under this prefix (the content feature's too), so a change
 * that touches content (a product linked, renamed or deleted, a packshot made) refreshes them all.
 */
export const contentQueryPrefix = ['content'] as const;

export async function getContentPage(params: {
  page: number;
  productId?: string;
  signal?: AbortSignal;
}): Promise<ContentPage> {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(CONTENT_PAGE_SIZE),
  });
  if (params.productId) query.set('productId', params.productId);
  return contentPageSchema.parse(
    await api.get(`/api/content?${query.toString()}`, { signal: params.signal }),
  );
}

/**
 * The user's content a page of 12 at a time, newest first; all of it, or only one product's.
 * The key is the products feature's own (`['content', 'by-product', ...]`), apart from the
 * content screens' keys, since it caches pages in its own shape.
 */
export function contentPagesQueryOptions(productId?: string) {
  return infiniteQueryOptions({
    queryKey: [...contentQueryPrefix, 'by-product', productId ?? 'all'] as const,
    queryFn: ({ pageParam, signal }) => getContentPage({ page: pageParam, productId, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
    ...queryFreshness.content,
  });
}

/** Pages of content: the picker of the create-product dialog, or a product's related content. */
export function useContentPages(productId?: string, { enabled = true } = {}) {
  return useInfiniteQuery({ ...contentPagesQueryOptions(productId), enabled });
}
