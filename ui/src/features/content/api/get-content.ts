import { contentApi } from '@studio/api/contract/routes/content';
import { type ContentItem } from '@studio/api/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { queryFreshness } from '@/lib/query-client';
import { contentKeys } from '@/lib/content';

export async function getContent(id: string, signal?: AbortSignal): Promise<ContentItem> {
  return callApi(contentApi.get, { params: { id }, signal });
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
