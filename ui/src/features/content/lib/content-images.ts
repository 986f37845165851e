import { type ContentImage, type ContentItem } from '@studio/api/contract/content';
import { SOCIAL_FORMAT_SIZES } from '@studio/api/contract/snaps';

import { socialFormatLabel, socialFormatOfSize } from '@/lib/social-formats';
import { downloadName } from './content-paths';

/** One image of an item as the screen offers it: what to call it and what file to save it as. */
export type LabelledImage = ContentImage & {
  /** "Story 1080×1920" for a social format, else "Image 2" (or "Image" when it is the only one). */
  label: string;
  /** The format's name alone ("Story"), when it is one. */
  formatName: string | undefined;
  fileName: string;
};

/**
 * The item's images, each named by the social format its exact size makes it (a run's formats are
 * sized to the pixel), or by its place.
 */
export function labelledImages(item: Pick<ContentItem, 'name' | 'images'>): LabelledImage[] {
  const count = item.images.length;
  return item.images.map((image, index) => {
    const format = socialFormatOfSize(image.width, image.height);
    const tag = format ? `${format}-${image.width}x${image.height}` : undefined;
    return {
      ...image,
      label: format ? socialFormatLabel(format) : count > 1 ? `Image ${index + 1}` : 'Image',
      formatName: format ? SOCIAL_FORMAT_SIZES[format].name : undefined,
      fileName: downloadName(item.name, image.url, index, count, tag),
    };
  });
}

/**
 * A still item of several images (a run's social formats, say) is shown as all of them side by
 * side, each with its own download, rather than as its first image alone.
 */
export function showsAsGallery(item: Pick<ContentItem, 'type' | 'images'>): boolean {
  return item.type === 'static_image' && item.images.length > 1;
}
