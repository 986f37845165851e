import { api } from '@/lib/api-client';

// What the user did with the snackbar, for the server's policy. Each answers `{ok: true}`, which
// nothing reads: the snackbar has already gone by the time they land (spec section 4: the server
// is told even if that call fails).

/** The snackbar is about to appear. */
export async function markFeedbackShown(): Promise<void> {
  await api.post('/api/feedback-tracking/mark-shown');
}

/** 'Not now' (and the close button): ask again later. */
export async function snoozeFeedback(): Promise<void> {
  await api.post('/api/feedback-tracking/not-now');
}

/** 'Don't show again'. */
export async function optOutOfFeedback(): Promise<void> {
  await api.post('/api/feedback-tracking/dont-show-again');
}
