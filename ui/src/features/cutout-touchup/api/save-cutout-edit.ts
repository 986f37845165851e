import { type CutoutEditStarted, cutoutEditStartedSchema } from '@studio/api/contract/cutouts';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export async function saveCutoutEdit(input: {
  contentId: string;
  /** The edited mask as a PNG data URL (its alpha is the mask). */
  mask: string;
}): Promise<CutoutEditStarted> {
  return cutoutEditStartedSchema.parse(
    await api.post(`/api/content/${encodeURIComponent(input.contentId)}/cutout/edits`, {
      mask: input.mask,
    }),
  );
}

/**
 * Starts the edited run. A short balance (402) opens the app's Insufficient Tokens dialog, as
 * every run does; other refusals are toasted.
 */
export function useSaveCutoutEdit() {
  return useMutation({
    mutationFn: saveCutoutEdit,
    meta: {
      errorToast: {
        title: 'Save failed',
        description: 'Your edit could not be saved. Please try again.',
      },
    },
  });
}
