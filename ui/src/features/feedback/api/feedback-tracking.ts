import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

// What the user did with the snackbar, for the server's policy. Each answers `{ok: true}`, which
// nothing reads: the snackbar has already gone by the time they land (spec section 4: the server
// is told even if that call fails, so a failure says nothing).

export type FeedbackEvent = 'mark-shown' | 'not-now' | 'dont-show-again';

/**
 * Tells the server: 'mark-shown' (the snackbar is about to appear), 'not-now' (and the close
 * button: ask again later) or 'dont-show-again'.
 */
export async function trackFeedback(event: FeedbackEvent): Promise<void> {
  await api.post(`/api/feedback-tracking/${event}`);
}

export function useTrackFeedback() {
  return useMutation({ mutationFn: trackFeedback });
}
