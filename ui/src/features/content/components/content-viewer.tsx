import { type ContentItem } from '@studio/api/contract/content';
import { ImageOff } from 'lucide-react';

import { showsAsGallery } from '@/features/content/lib/content-images';
import { FullSizeBadge, FullSizeViewer } from './full-size-viewer';
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
    return (
      <ImageSlides urls={urls} name={item.name} frame="square" originalSrc={item.sourceImageUrl} />
    );
  }
  if (item.type === 'story') {
    if (urls.length > 1) {
      return (
        <ImageSlides urls={urls} name={item.name} frame="story" originalSrc={item.sourceImageUrl} />
      );
    }
    return (
      <figure aria-label="Story" data-frame="story" className="mx-auto w-full max-w-sm">
        <FullSizeViewer
          src={urls[0]!}
          name={item.name}
          originalSrc={item.sourceImageUrl}
          trigger={
            <button
              type="button"
              className="group relative block aspect-[9/16] w-full cursor-zoom-in overflow-hidden rounded-card border border-line bg-surface-muted"
            >
              <img src={urls[0]} alt={item.name} className="size-full object-cover" />
              <FullSizeBadge />
            </button>
          }
        />
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
            <FullSizeBadge />
          </button>
        }
      />
    </figure>
  );
}
