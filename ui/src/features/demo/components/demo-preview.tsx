import { CircleCheck, Sparkles } from 'lucide-react';

type DemoPreviewProps = {
  /** The creator's photo, shown while the demo is made. */
  photo?: string;
  /** The demo's result (its content's first image), shown once it is made. */
  result?: string;
  style: string;
  done: boolean;
};

/**
 * The demo modal's picture: the creator's photo under a shimmer while it works, then the image it
 * made. Once done, the photo never stands in for the result: the creator is looking for what
 * their photo became.
 */
export function DemoPreview({ photo, result, style, done }: DemoPreviewProps) {
  const image = done ? result : photo;
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative size-48 overflow-hidden rounded-xl bg-surface-muted ring-1 ring-line">
        {image ? (
          <img
            src={image}
            alt={done ? `Your ${style} image` : 'Your product photo'}
            className="size-full object-contain"
          />
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
        className={`inline-flex items-center gap-2 text-sm font-medium ${done ? 'text-success-700' : 'text-brand-700'}`}
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
