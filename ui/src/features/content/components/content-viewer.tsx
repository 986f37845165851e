import { type ContentItem } from '@studio/api/contract/content';
import { Expand, ImageOff } from 'lucide-react';

import { showsAsGallery } from '@/features/content/lib/content-images';
import { FullSizeViewer } from './full-size-viewer';
import { ImageGallery } from './image-gallery';
import { ImageSlides } from './image-slides';

/**
 * Shows a content item the way its type is meant to be seen: one image, a 9:16 story frame, a
 * carousel of slides, or, for a still of several images (a run's social formats), all of them
 * side by side. Videos have their own screen (VideoPlayer).
 */
export function ContentViewer({ item }: { item: ContentItem }) {
  const urls = item.contentUrls;
  if (urls.length === 0) {
    return (
      <div className="flex aspect-square w-full max-w-xl flex-col items-center justify-center gap-2 rounded-card border border-dashed border-line bg-surface-muted text-ink-muted">
        <ImageOff className="size-10" aria-hidden="true" />
        <p>This content has no images.</p>
      </div>
    );
  }
  if (showsAsGallery(item)) return <ImageGallery item={item} />;
  if (item.type === 'carousel' && urls.length > 1) {
    return <ImageSlides urls={urls} name={item.name} frame="square" />;
  }
  if (item.type === 'story') {
    if (urls.length > 1) return <ImageSlides urls={urls} name={item.name} frame="story" />;
    return (
      <figure
        aria-label="Story"
        data-frame="story"
        className="mx-auto aspect-[9/16] w-full max-w-sm overflow-hidden rounded-card border border-line bg-surface-muted"
      >
        <img src={urls[0]} alt={item.name} className="size-full object-cover" />
      </figure>
    );
  }
  return <SingleImage item={item} src={urls[0]!} />;
}

/**
 * One image, at most the screen's height less the header, the title and the feedback snackbar's
 * row (the whole image in view above the snackbar on a laptop screen); a click or Enter opens it
 * full size, with zoom and a before/after slider against the photo the run started from.
 */
function SingleImage({ item, src }: { item: ContentItem; src: string }) {
  return (
    <figure aria-label="Image" className="mx-auto w-full max-w-xl">
      <FullSizeViewer
        src={src}
        name={item.name}
        originalSrc={item.sourceImageUrl}
        trigger={
          <button
            type="button"
            className="group relative mx-auto block cursor-zoom-in rounded-card"
          >
            <img
              src={src}
              alt={item.name}
              className="mx-auto max-h-[min(70vh,calc(100dvh-21rem))] w-auto rounded-card border border-line bg-surface-muted object-contain"
            />
            <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-ink/75 px-3 py-1.5 text-xs font-semibold text-white group-hover:bg-ink/90">
              <Expand className="size-3.5" aria-hidden="true" />
              Full size
            </span>
          </button>
        }
      />
    </figure>
  );
}
