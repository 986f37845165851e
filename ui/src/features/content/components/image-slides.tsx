import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';

import { FullSizeViewer } from './full-size-viewer';

type ImageSlidesProps = {
  urls: readonly string[];
  /** The content's name: labels the carousel and each image. */
  name: string;
  /** A square frame for carousels, a 9:16 one for stories. */
  frame: 'square' | 'story';
  /** The photo the run started from: the full-size view compares the slide with it. */
  originalSrc?: string | null;
};

const frames = {
  square: 'aspect-square w-full',
  story: 'aspect-[9/16] w-full max-w-sm mx-auto',
} as const;

/**
 * Slides one image at a time: previous/next buttons, a dot per slide and, with focus on the
 * carousel, the arrow keys (Home and End jump to the ends). It wraps round at both ends, so a
 * button never disables under the keyboard user's focus. Follows the WAI-ARIA carousel pattern.
 */
export function ImageSlides({ urls, name, frame, originalSrc = null }: ImageSlidesProps) {
  const [index, setIndex] = useState(0);
  const count = urls.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={name}
      className="mx-auto w-full max-w-xl"
      onKeyDown={onKeyDown}
    >
      <div
        tabIndex={0}
        aria-live="polite"
        aria-label="Slides (use the arrow keys to move)"
        className={`relative overflow-hidden rounded-card border border-line bg-surface-muted ${frames[frame]}`}
      >
        {urls.map((url, i) => (
          <div
            key={`${i}-${url}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== index}
            className="absolute inset-0"
          >
            <img
              src={url}
              alt={`${name}, image ${i + 1} of ${count}`}
              className={`size-full ${frame === 'story' ? 'object-cover' : 'object-contain'}`}
            />
          </div>
        ))}
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <SlideButton label="Previous slide" onClick={() => go(index - 1)}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </SlideButton>
        <div
          role="group"
          aria-label="Choose a slide"
          className="flex flex-wrap justify-center gap-1"
        >
          {urls.map((url, i) => (
            <button
              key={`${i}-${url}`}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                className={`block size-2.5 rounded-full transition-colors ${
                  i === index ? 'bg-brand-600' : 'bg-line hover:bg-brand-200'
                }`}
              />
            </button>
          ))}
        </div>
        <SlideButton label="Next slide" onClick={() => go(index + 1)}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </SlideButton>
      </div>
      <div className="mt-1 flex items-center justify-center gap-3 text-sm text-ink-muted">
        <span aria-hidden="true">
          {index + 1} / {count}
        </span>
        <FullSizeViewer
          src={urls[index]!}
          name={`${name}, image ${index + 1} of ${count}`}
          originalSrc={originalSrc}
          trigger={
            <button
              type="button"
              className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Expand className="size-4" aria-hidden="true" />
              Full size<span className="sr-only">: image {index + 1}</span>
            </button>
          }
        />
      </div>
    </section>
  );
}

function SlideButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm hover:bg-brand-50"
    >
      {children}
    </button>
  );
}
