import { type ExecuteDemoResponse } from '@studio/api/contract/snaps';
import { CircleAlert, CircleCheck, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { announceContentGenerated } from '@/lib/content-generated';
import { styleLabel } from '@/lib/demo-styles';
import { useRunDemo } from '@/features/demo/api/run-demo';
import { describeDemoFailure } from '@/features/demo/lib/demo-errors';
import {
  type PendingDemo,
  clearPendingDemo,
  readPendingDemo,
} from '@/features/demo/lib/pending-demo';
import { SensitiveContentDialog } from './sensitive-content-dialog';

/** Spec section 9: after the demo's content is made, its page opens 2 s later. */
export const DEMO_REDIRECT_DELAY_MS = 2000;

type DemoModalProps = {
  /** The demo made content: the app refreshes what it has cached of the user's content. */
  onContentCreated: (content: ExecuteDemoResponse['content']) => void;
};

/**
 * The free demo, run for a signed-in user who started it on the landing page (spec sections 2
 * and 4). Mount it once per signed-in user: it reads the stored demo and, if one is still valid,
 * opens and generates at once (10-30 s). Success: the stored demo is removed, the content cache
 * refreshed, the feedback snackbar asked for, and the content opens 2 s later. Failure: the
 * stored demo is removed too, but Try Again still has it in memory. Flagged content gets its own
 * dialog; a demo already used offers credits instead of a retry.
 */
export function DemoModal({ onContentCreated }: DemoModalProps) {
  const navigate = useNavigate();
  // Read once per mount; kept in memory for Try Again after the stored copy is gone.
  const [demo, setDemo] = useState<PendingDemo | null>(() => readPendingDemo());
  const runDemo = useRunDemo({
    onSuccess: (content) => {
      clearPendingDemo();
      onContentCreated(content);
      announceContentGenerated({ contentId: content.id, contentUrls: content.contentUrls });
    },
    onError: () => clearPendingDemo(),
  });
  const { mutate, reset } = runDemo;

  // Once per mount: StrictMode runs effects twice, and a second call would use up the demo.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !demo) return;
    started.current = true;
    mutate(demo);
  }, [demo, mutate]);

  const contentId = runDemo.isSuccess ? runDemo.data.id : null;
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

  const failure = runDemo.isError ? describeDemoFailure(runDemo.error) : null;
  const generating = demo !== null && (runDemo.isIdle || runDemo.isPending);
  const style = demo ? styleLabel(demo.workflow) : '';
  const open = demo !== null && failure?.kind !== 'sensitive';

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        dismissible={failure !== null}
        title={
          failure?.kind === 'limit'
            ? 'Free demo already used'
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
              : undefined
        }
      >
        {failure ? (
          <>
            <p role="alert" className="flex gap-2 text-sm text-danger-700">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {failure.message}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close}>
                Close
              </Button>
              {failure.kind === 'limit' ? (
                <Button
                  onClick={() => {
                    close();
                    void navigate('/subscription');
                  }}
                >
                  Purchase Credits
                </Button>
              ) : (
                <Button onClick={() => demo && mutate(demo)}>Try Again</Button>
              )}
            </div>
          </>
        ) : (
          <DemoPreview image={demo?.image} style={style} done={contentId !== null} />
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

function DemoPreview({ image, style, done }: { image?: string; style: string; done: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative size-48 overflow-hidden rounded-xl bg-surface-muted ring-1 ring-line">
        {image ? (
          <img src={image} alt="Your product photo" className="size-full object-contain" />
        ) : null}
        {done ? null : (
          <div
            aria-hidden="true"
            className="absolute inset-0 animate-pulse bg-linear-to-tr from-brand-600/25 via-transparent to-accent-500/25"
          />
        )}
      </div>
      <p
        role="status"
        className={`inline-flex items-center gap-2 text-sm font-medium ${done ? 'text-success-600' : 'text-brand-700'}`}
      >
        {done ? (
          <CircleCheck className="size-4" aria-hidden="true" />
        ) : (
          <Sparkles className="size-4 animate-pulse" aria-hidden="true" />
        )}
        {done ? `Your ${style} image is ready.` : `Applying ${style}…`}
      </p>
    </div>
  );
}
