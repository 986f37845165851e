import { ImageOff } from 'lucide-react';

import { StoredImage } from './stored-image';

type ProductImageProps = {
  /** The product's main image (a `/files/` URL), or null when it has none. */
  src: string | null;
  /** How wide it is drawn, as the `sizes` attribute says it. */
  sizes: string;
  /** Classes for the picture beyond filling its box ("opacity-40"). */
  className?: string;
  /** The "no image" mark's size. */
  iconClassName?: string;
};

/**
 * A product's picture filling its box (lazily loaded, a resized copy), or a "no image" mark on
 * the box's own background where the product has none. Decorative: its card names the product.
 */
export function ProductImage({
  src,
  sizes,
  className = '',
  iconClassName = 'size-6',
}: ProductImageProps) {
  if (!src) {
    return (
      <span className="flex size-full items-center justify-center">
        <ImageOff className={`text-ink-muted ${iconClassName}`} aria-hidden="true" />
      </span>
    );
  }
  return (
    <StoredImage
      src={src}
      sizes={sizes}
      loading="lazy"
      className={`size-full object-cover ${className}`}
    />
  );
}
