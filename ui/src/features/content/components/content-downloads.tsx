import { type ContentItem } from '@studio/api/contract/content';
import { Download } from 'lucide-react';

import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button';
import { labelledImages } from '@/features/content/lib/content-images';

const linkClass = `${buttonBase} ${buttonVariants.secondary} ${buttonSizes.sm}`;

/**
 * A download link for each of the item's files (its images, or its video). An image of a social
 * format says which and its exact size ("Download Story 1080×1920").
 */
export function ContentDownloads({
  item,
}: {
  item: Pick<ContentItem, 'name' | 'type' | 'images'>;
}) {
  const images = labelledImages(item);
  if (images.length === 0) return null;
  const noun = item.type === 'video' ? 'video' : 'image';
  return (
    <ul aria-label="Downloads" className="flex flex-wrap gap-2">
      {images.map((image, i) => (
        <li key={`${i}-${image.url}`}>
          <a href={image.url} download={image.fileName} className={linkClass}>
            <Download className="size-4" aria-hidden="true" />
            {image.formatName
              ? `Download ${image.label}`
              : images.length > 1
                ? `Download ${noun} ${i + 1}`
                : `Download ${noun}`}
          </a>
        </li>
      ))}
    </ul>
  );
}
