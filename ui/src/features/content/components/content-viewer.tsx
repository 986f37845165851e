import { type ContentItem } from '@studio/api/contract/content';
import { ImageOff } from 'lucide-react';

import { showsAsGallery } from '@/features/content/lib/content-images';
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
  // At most the screen's height less the header, the title and the feedback snackbar's row, so
  // the whole image is in view above the snackbar on a laptop screen.
  return (
    <figure aria-label="Image" className="mx-auto w-full max-w-xl">
      <img
        src={urls[0]}
        alt={item.name}
        className="mx-auto max-h-[min(70vh,calc(100dvh-21rem))] w-auto rounded-card border border-line bg-surface-muted object-contain"
      />
    </figure>
  );
}
