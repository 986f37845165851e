import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { contentKeys } from '@/lib/content';
import {
  type PendingUploadStart,
  savePendingUpload,
} from '@/features/create-content/lib/pending-upload';
import { useBalance } from '@/features/credits/api/get-balance';
import { DemoModal } from '@/features/demo/components/demo-modal';
import { type PendingDemo, clearPendingDemo } from '@/features/demo/lib/pending-demo';
import { FeedbackSnackbar } from '@/features/feedback/components/feedback-snackbar';

type ContentGenerationMountsProps = {
  /** The signed-in user's id: a new user gets a fresh demo modal (and reads their stored demo). */
  userId: string;
};

/**
 * The signed-in app's pieces around generated content: the demo modal, which runs a demo stored
 * before sign-in, and the feedback snackbar, which asks about new content. The demo's content
 * lands in the content feature's cache, so its refresh is wired here. A creator whose free demo
 * is used up may run the photo with tokens (the credits feature's balance): the photo moves from
 * the demo to create-content, which runs it, or keeps it while they buy tokens.
 */
export function ContentGenerationMounts({ userId }: ContentGenerationMountsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const balance = useBalance();
  const onContentCreated = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: contentKeys.all }),
    [queryClient],
  );
  const onRunWithTokens = useCallback(
    (demo: PendingDemo) => {
      handOverToCreateContent(demo);
      void navigate(createContentPath(demo.workflow), {
        state: { startPendingUpload: true } satisfies PendingUploadStart,
      });
    },
    [navigate],
  );
  const onPurchaseCredits = useCallback(
    (demo: PendingDemo) => {
      handOverToCreateContent(demo);
      void navigate('/subscription');
    },
    [navigate],
  );
  return (
    <>
      <DemoModal
        key={userId}
        onContentCreated={onContentCreated}
        balance={balance.data?.credits}
        onRunWithTokens={onRunWithTokens}
        onPurchaseCredits={onPurchaseCredits}
      />
      <FeedbackSnackbar />
    </>
  );
}

/** The stored demo's photo becomes create-content's waiting photo (one copy in storage at a time). */
function handOverToCreateContent(demo: PendingDemo) {
  clearPendingDemo();
  savePendingUpload({ image: demo.image, style: demo.workflow });
}

const createContentPath = (style: string) =>
  `/create-content?${new URLSearchParams({ from: 'home', style }).toString()}`;
