import { contentApi } from '@studio/api/contract/routes/content';
import { type CutoutEditStarted } from '@studio/api/contract/cutouts';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

export async function saveCutoutEdit(input: {
  contentId: string;
  /** The edited mask as a PNG data URL (its alpha is the mask). */
  mask: string;
}): Promise<CutoutEditStarted> {
  return callApi(contentApi.editCutout, {
    params: { id: input.contentId },
    body: { mask: input.mask },
  });
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
