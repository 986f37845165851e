import { feedbackApi } from '@studio/api/contract/routes/feedback';
import { type SubmitFeedback } from '@studio/api/contract/feedback';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/call-api';

export type FeedbackSubmission = {
  contentId: string;
  rating: 'Good' | 'Bad';
  /** Already trimmed; null when empty (spec section 5). */
  comment: string | null;
  contentUrls: string[];
};

export async function submitFeedback(feedback: FeedbackSubmission): Promise<void> {
  const body: SubmitFeedback = feedback;
  await callApi(feedbackApi.submit, { body });
}

/** The form stays open on failure, with the spec's toast (section 8). */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: submitFeedback,
    meta: {
      errorToast: {
        title: 'Error',
        description: 'Failed to submit feedback. Please try again.',
        ignoreServerMessage: true,
      },
    },
  });
}
