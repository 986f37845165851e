import { type ContentItem } from '@studio/api/contract/content';
import { Download } from 'lucide-react';

import { AspectShape } from '@/components/ui/aspect-shape';
import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button';
import { StoredImage } from '@/components/ui/stored-image';
import { labelledImages } from '@/features/content/lib/content-images';
import { FullSizeBadge, FullSizeViewer } from './full-size-viewer';

const downloadClass = `${buttonBase} ${buttonVariants.secondary} ${buttonSizes.sm}`;

/** Wider than 3:2 (a 1200×628 link card): the picture takes the gallery's whole width. */
const WIDE = 1.5;
/** The tallest a picture is drawn, in rem: a story stays in view with its caption on a laptop. */
const MAX_HEIGHT_REM = 32;

/**
 * A picture's width: its column's, or less when that would make it taller than MAX_HEIGHT_REM.
 * With its proportions as the box's aspect ratio, its box is known before the image loads, so
 * nothing moves when it arrives; the caption below is as wide as the picture.
 */
function figureWidth(width: number | null, height: number | null): string {
  if (!width || !height) return '100%';
  return `min(100%, ${(MAX_HEIGHT_REM * width) / height}rem)`;
}

/**
 * Every image of a still item at once, each in its own shape (a story stands tall beside a square,
 * a link card spans the width below them), named by its format and exact size, with its own
 * download. Each picture's box is sized before it loads.
 */
export function ImageGallery({
  item,
}: {
  item: Pick<ContentItem, 'name' | 'images'> & Partial<Pick<ContentItem, 'sourceImageUrl'>>;
}) {
  return (
    <ul aria-label="Images" className="grid items-end gap-x-4 gap-y-6 sm:grid-cols-2">
      {labelledImages(item).map((image, index) => {
        const wide = image.width && image.height ? image.width / image.height > WIDE : false;
        return (
          <li key={`${index}-${image.url}`} className={wide ? 'sm:col-span-2' : undefined}>
            <figure
              className="mx-auto flex flex-col gap-3"
              style={{ width: figureWidth(image.width, image.height) }}
            >
              <FullSizeViewer
                src={image.url}
                name={`${item.name}: ${image.formatName ?? image.label}`}
                originalSrc={item.sourceImageUrl ?? null}
                trigger={
                  <button
                    type="button"
                    className="group relative block w-full cursor-zoom-in overflow-hidden rounded-card border border-line bg-surface-muted"
                    style={{
                      aspectRatio:
                        image.width && image.height ? `${image.width} / ${image.height}` : '1',
                    }}
                  >
                    <StoredImage
                      src={image.url}
                      sizes={
                        wide
                          ? '(min-width: 1024px) 44rem, 100vw'
                          : '(min-width: 640px) 22rem, 100vw'
                      }
                      alt={`${item.name}: ${image.label}`}
                      className="size-full object-contain"
                    />
                    <FullSizeBadge />
                  </button>
                }
              />
              <figcaption className="flex w-full flex-wrap items-center justify-between gap-2">
                <span className="flex min-w-0 items-center gap-2">
                  {image.width && image.height ? (
                    <AspectShape
                      width={image.width}
                      height={image.height}
                      className="size-6 shrink-0 text-brand-600"
                    />
                  ) : null}
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">
                      {image.formatName ?? image.label}
                    </span>
                    {image.width && image.height ? (
                      <span className="block text-sm text-ink-muted tabular-nums">
                        {image.width} × {image.height} px
                      </span>
                    ) : null}
                  </span>
                </span>
                <a href={image.url} download={image.fileName} className={downloadClass}>
                  <Download className="size-4" aria-hidden="true" />
                  Download<span className="sr-only"> {image.label}</span>
                </a>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
