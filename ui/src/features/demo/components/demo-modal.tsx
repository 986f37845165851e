import { type ExecuteDemoResponse } from '@studio/api/contract/snaps';
import { CircleAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { announceContentGenerated } from '@/lib/content-generated';
import { findSnapForStyle, styleLabel } from '@/lib/demo-styles';
import { snapsQueryOptions } from '@/lib/snaps';
import { useRunDemo } from '@/features/demo/api/run-demo';
import { describeDemoFailure } from '@/features/demo/lib/demo-errors';
import {
  type PendingDemo,
  clearPendingDemo,
  readPendingDemo,
} from '@/features/demo/lib/pending-demo';
import { DemoPreview } from './demo-preview';
import { canAfford, type PaidRunQuote, PaidRunOffer } from './paid-run-offer';
import { SensitiveContentDialog } from './sensitive-content-dialog';

/** Spec section 9: after the demo's content is made, its page opens 2 s later. */
export const DEMO_REDIRECT_DELAY_MS = 2000;

type DemoModalProps = {
  /** The demo made content: the app refreshes what it has cached of the user's content. */
  onContentCreated: (content: ExecuteDemoResponse['content']) => void;
  /** The creator's tokens, once known: a creator whose free demo is used up may spend them. */
  balance: number | undefined;
  /**
   * The free demo is used up and the creator chose to run their photo with tokens: the app hands
   * the photo (and the stored demo with it) to create-content, which runs it.
   */
  onRunWithTokens: (demo: PendingDemo) => void;
  /** Short of tokens, the creator goes to buy some: the app keeps the photo for afterwards. */
  onPurchaseCredits: (demo: PendingDemo) => void;
};

/**
 * The free demo, run for a signed-in user who started it on the landing page (spec sections 2
 * and 4). Mount it once per signed-in user: it reads the stored demo and, if one is still valid,
 * opens and generates at once (10-30 s). Success: the stored demo is removed, the content cache
 * refreshed, the feedback snackbar asked for, the result shown, and the content opens 2 s later.
 * Failure: the stored demo is removed too, but Try Again still has it in memory. Flagged content
 * gets its own dialog. A demo already used (issue 12) keeps the photo: the creator is offered to
 * run it with their tokens, or, short of them, to buy some (the spec's message); only "Not now"
 * discards it.
 */
export function DemoModal({
  onContentCreated,
  balance,
  onRunWithTokens,
  onPurchaseCredits,
}: DemoModalProps) {
  const navigate = useNavigate();
  // Read once per mount; kept in memory for Try Again after the stored copy is gone.
  const [demo, setDemo] = useState<PendingDemo | null>(() => readPendingDemo());
  const runDemo = useRunDemo({
    onSuccess: (content) => {
      clearPendingDemo();
      onContentCreated(content);
      announceContentGenerated({ contentId: content.id, contentUrls: content.contentUrls });
    },
    // A used-up demo keeps its photo for the paid offer; every other failure lets it go.
    onError: (error) => {
      if (describeDemoFailure(error).kind !== 'limit') clearPendingDemo();
    },
  });
  const { mutate, reset } = runDemo;
  const failure = runDemo.isError ? describeDemoFailure(runDemo.error) : null;
  // The run already fetched the snaps; the offer reads the chosen one's cost from the cache.
  const snaps = useQuery({ ...snapsQueryOptions(), enabled: failure?.kind === 'limit' });

  // Once per mount: StrictMode runs effects twice, and a second call would use up the demo.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !demo) return;
    started.current = true;
    mutate(demo);
  }, [demo, mutate]);

  const content = runDemo.isSuccess ? runDemo.data : null;
  const contentId = content?.id ?? null;
  useEffect(() => {
    if (!contentId) return;
    const timer = setTimeout(() => {
      setDemo(null);
      void navigate(`/content/${contentId}`);
    }, DEMO_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [contentId, navigate]);

  const close = () => {
    setDemo(null);
    reset();
  };
  /** Closing the paid offer is the creator's choice to let the photo go. */
  const discard = () => {
    clearPendingDemo();
    close();
  };

  const generating = demo !== null && (runDemo.isIdle || runDemo.isPending);
  const style = demo ? styleLabel(demo.workflow) : '';
  const open = demo !== null && failure?.kind !== 'sensitive';
  const quote: PaidRunQuote | null =
    demo && failure?.kind === 'limit'
      ? {
          photo: demo.image,
          style,
          cost: snaps.data ? findSnapForStyle(snaps.data, demo.workflow)?.cost : undefined,
          balance,
        }
      : null;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) (quote ? discard : close)();
        }}
        dismissible={failure !== null}
        title={
          quote
            ? canAfford(quote) === false
              ? 'Free demo already used'
              : 'Run it with your tokens'
            : failure
              ? 'Demo not generated'
              : contentId
                ? 'Your demo is ready!'
                : 'Generating your free demo'
        }
        description={
          generating
            ? `We're creating your ${style} image. This usually takes 10-30 seconds.`
            : contentId
              ? 'Taking you to your new content…'
              : quote && canAfford(quote) !== false
                ? `You have already used your free demo, but your photo is still here: run ${style} on it with your tokens.`
                : undefined
        }
      >
        {quote && demo ? (
          <PaidRunOffer
            quote={quote}
            onNotNow={discard}
            onRun={() => {
              close();
              onRunWithTokens(demo);
            }}
            onPurchase={() => {
              close();
              onPurchaseCredits(demo);
            }}
          />
        ) : failure ? (
          <>
            <p role="alert" className="flex gap-2 text-sm text-danger-700">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {failure.message}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close}>
                Close
              </Button>
              <Button onClick={() => demo && mutate(demo)}>Try Again</Button>
            </div>
          </>
        ) : (
          <DemoPreview
            photo={demo?.image}
            result={content?.contentUrls[0]}
            style={style}
            done={contentId !== null}
          />
        )}
      </Dialog>
      <SensitiveContentDialog
        message={demo && failure?.kind === 'sensitive' ? failure.message : null}
        onClose={close}
        onTryDifferentContent={() => {
          const workflow = demo?.workflow;
          close();
          // Signed in, the landing page's upload is out of reach: create-content offers the same
          // choice, with the demo's style already picked.
          void navigate(
            workflow
              ? `/create-content?${new URLSearchParams({ from: 'home', style: workflow }).toString()}`
              : '/create-content',
          );
        }}
      />
    </>
  );
}
