import { feedbackApi } from '@studio/api/contract/routes/feedback';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

// What the user did with the snackbar, for the server's policy. Each answers `{ok: true}`, which
// nothing reads: the snackbar has already gone by the time they land (spec section 4: the server
// is told even if that call fails, so a failure says nothing).

export type FeedbackEvent = 'mark-shown' | 'not-now' | 'dont-show-again';

const TRACKING = {
  'mark-shown': feedbackApi.markShown,
  'not-now': feedbackApi.notNow,
  'dont-show-again': feedbackApi.dontShowAgain,
} as const;

/**
 * Tells the server: 'mark-shown' (the snackbar is about to appear), 'not-now' (and the close
 * button: ask again later) or 'dont-show-again'.
 */
export async function trackFeedback(event: FeedbackEvent): Promise<void> {
  await callApi(TRACKING[event]);
}

export function useTrackFeedback() {
  return useMutation({ mutationFn: trackFeedback });
}
