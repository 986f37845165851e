import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { contentKeys } from '@/lib/content';
import { DemoModal } from '@/features/demo/components/demo-modal';
import { FeedbackSnackbar } from '@/features/feedback/components/feedback-snackbar';

type ContentGenerationMountsProps = {
  /** The signed-in user's id: a new user gets a fresh demo modal (and reads their stored demo). */
  userId: string;
};

/**
 * The signed-in app's pieces around generated content: the demo modal, which runs a demo stored
 * before sign-in, and the feedback snackbar, which asks about new content. The demo's content
 * lands in the content feature's cache, so its refresh is wired here.
 */
export function ContentGenerationMounts({ userId }: ContentGenerationMountsProps) {
  const queryClient = useQueryClient();
  const onContentCreated = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: contentKeys.all }),
    [queryClient],
  );
  return (
    <>
      <DemoModal key={userId} onContentCreated={onContentCreated} />
      <FeedbackSnackbar />
    </>
  );
}
