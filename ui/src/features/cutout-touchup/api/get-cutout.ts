import { contentApi } from '@studio/api/contract/routes/content';
import { type CutoutTouchUp } from '@studio/api/contract/cutouts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';
import { contentKeys } from '@/lib/content';

export async function getCutout(contentId: string, signal?: AbortSignal): Promise<CutoutTouchUp> {
  return callApi(contentApi.cutout, { params: { id: contentId }, signal });
}

/** Under the item's own key: a change to the item (an edit saved) refreshes it too. */
export function cutoutQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: [...contentKeys.detail(contentId), 'cutout'] as const,
    queryFn: ({ signal }) => getCutout(contentId, signal),
    staleTime: 30_000,
  });
}

/** The cut-out a content item came from, asked for only while the editor is open. */
export function useCutout(contentId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...cutoutQueryOptions(contentId), enabled });
}
