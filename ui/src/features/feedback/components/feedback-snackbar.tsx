import { type FeedbackRating } from '@studio/api/contract/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ThumbsDown, ThumbsUp, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { type GeneratedContent, onContentGenerated } from '@/lib/content-generated';
import { toast } from '@/lib/toast';
import { type FeedbackEvent, useTrackFeedback } from '@/features/feedback/api/feedback-tracking';
import { shouldShowFeedbackQueryOptions } from '@/features/feedback/api/should-show-feedback';
import { useSubmitFeedback } from '@/features/feedback/api/submit-feedback';

/** Spec section 9: the snackbar appears 1 s after the server said yes. */
export const FEEDBACK_DELAY_MS = 1000;

const ratings: { value: FeedbackRating; icon: typeof ThumbsUp }[] = [
  { value: 'Good', icon: ThumbsUp },
  { value: 'Bad', icon: ThumbsDown },
];

/**
 * Asks how newly generated content turned out (spec sections 2 and 4), at the bottom centre.
 * It listens for `announceContentGenerated`; each time, the server decides whether to ask. If
 * yes, it is marked shown and appears 1 s later. Good or Bad, then an optional comment, then
 * Submit; Back returns to the rating. Close and 'Not now' snooze it, 'Don't show again' opts
 * out: each dismisses at once and tells the server, and a failure of that call is ignored.
 */
export function FeedbackSnackbar() {
  const [content, setContent] = useState<GeneratedContent | null>(null);
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [comment, setComment] = useState('');
  const submit = useSubmitFeedback();
  const queryClient = useQueryClient();
  const { mutate: track } = useTrackFeedback();
  const titleId = useId();
  const commentId = useId();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const unsubscribe = onContentGenerated((generated) => {
      void (async () => {
        try {
          const { shouldShow } = await queryClient.fetchQuery(shouldShowFeedbackQueryOptions());
          if (!shouldShow || !live) return;
        } catch {
          return; // No answer, no question.
        }
        track('mark-shown');
        clearTimeout(timer);
        timer = setTimeout(() => {
          setRating(null);
          setComment('');
          setContent(generated);
        }, FEEDBACK_DELAY_MS);
      })();
    });
    return () => {
      live = false;
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient, track]);

  if (!content) return null;

  /** Hides it first, then tells the server (whose failure changes nothing). */
  function dismiss(event: FeedbackEvent) {
    setContent(null);
    track(event);
  }

  function send() {
    if (!content || !rating) return;
    const trimmed = comment.trim();
    submit.mutate(
      {
        contentId: content.contentId,
        rating,
        comment: trimmed === '' ? null : trimmed,
        contentUrls: [...content.contentUrls],
      },
      {
        onSuccess: () => {
          setContent(null);
          toast({ variant: 'success', title: 'Thanks for your feedback!' });
        },
      },
    );
  }

  return (
    <>
      {/* Room at the end of the page as tall as the snackbar, so everything it floats over can
          be scrolled clear of it. */}
      <div aria-hidden="true" className="h-48 md:h-24" />
      <div className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex justify-center px-4 md:bottom-4">
        {/* One row on wide screens (about 64 px tall), so it stays below the content it asks
            about instead of covering the image and its actions. */}
        <section
          role="dialog"
          aria-labelledby={titleId}
          className="pointer-events-auto flex w-full max-w-md flex-wrap items-start gap-x-3 rounded-card border border-line bg-surface p-3 shadow-raised md:p-4 md:w-auto md:max-w-4xl md:flex-nowrap md:items-center md:gap-x-5 md:py-3"
        >
          <div className="min-w-0 flex-1 md:flex-none">
            <h2 id={titleId} className="font-semibold text-ink">
              How was your new content?
            </h2>
            {/* Not on a phone: there the snackbar keeps to two rows below the new result. */}
            {rating === null ? (
              <p className="mt-1 hidden text-sm text-ink-muted md:mt-0 md:block md:text-xs">
                Your rating helps us make better images.
              </p>
            ) : null}
          </div>
          <button
            type="button"
            aria-label="Close feedback"
            onClick={() => dismiss('not-now')}
            className="-m-1 rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink md:order-last"
          >
            <X className="size-5" aria-hidden="true" />
          </button>

          {rating === null ? (
            <>
              <div className="mt-2 grid w-full grid-cols-2 gap-2 md:mt-0 md:flex md:w-auto">
                {ratings.map(({ value, icon: Icon }) => (
                  <Button
                    key={value}
                    variant="secondary"
                    size="sm"
                    onClick={() => setRating(value)}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {value}
                  </Button>
                ))}
              </div>
              <div className="mt-2 flex w-full justify-between gap-2 text-sm md:mt-0 md:w-auto md:gap-4">
                <button
                  type="button"
                  onClick={() => dismiss('not-now')}
                  className="font-medium text-ink-muted hover:text-ink"
                >
                  Not now
                </button>
                <button
                  type="button"
                  onClick={() => dismiss('dont-show-again')}
                  className="font-medium whitespace-nowrap text-ink-muted hover:text-ink"
                >
                  Don&apos;t show again
                </button>
              </div>
            </>
          ) : (
            <form
              className="mt-2 w-full md:mt-0 md:flex-1"
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
            >
              <p className="text-sm text-ink-muted">
                You rated it <strong className="text-ink">{rating}</strong>.
              </p>
              <label htmlFor={commentId} className="mt-3 block text-sm font-medium text-ink">
                Anything to add? (optional)
              </label>
              <textarea
                id={commentId}
                rows={2}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                className="mt-1 block w-full resize-none rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-brand-500"
              />
              <div className="mt-3 flex justify-between gap-2">
                <Button variant="ghost" size="sm" onClick={() => setRating(null)}>
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  Back
                </Button>
                <Button type="submit" size="sm" isLoading={submit.isPending} disabled={!rating}>
                  Submit
                </Button>
              </div>
            </form>
          )}
        </section>
      </div>
    </>
  );
}
