import { type ContentItem, contentItemSchema } from '@studio/api/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';
import { contentKeys } from '@/lib/content';

export async function getContent(id: string, signal?: AbortSignal): Promise<ContentItem> {
  return contentItemSchema.parse(
    await api.get(`/api/content/${encodeURIComponent(id)}`, { signal }),
  );
}

export function contentQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.detail(id),
    queryFn: ({ signal }) => getContent(id, signal),
    ...queryFreshness.content,
  });
}

/** One content item of the signed-in user; a 404 (not theirs, or gone) is the query's error. */
export function useContent(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...contentQueryOptions(id), enabled });
}
