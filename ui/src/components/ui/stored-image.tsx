import { imageVariantUrl, STORED_FILE_PREFIX } from '@/lib/stored-files';
import { IMAGE_VARIANT_WIDTHS } from '@studio/api/contract/image-variants';
import { type ComponentProps } from 'react';

type StoredImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide it is drawn, as the `sizes` attribute says it: "160px", "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
};

/**
 * An image from the file store (`/files/…`), offered at every width of the server's ladder as
 * WebP (`srcset`), so the browser downloads the copy its layout and screen need: a thumbnail of a
 * 1024 px result is about 1/50 of the PNG. WebP rather than AVIF: every browser the app supports
 * decodes it, and the server encodes it several times faster. Other sources (a data URL of a photo
 * being chosen, a bundled asset) are shown as they are.
 */
export function StoredImage({ src, sizes, alt = '', ...props }: StoredImageProps) {
  if (!src.startsWith(STORED_FILE_PREFIX) || src.includes('?')) {
    return <img src={src} alt={alt} {...props} />;
  }
  return (
    <img
      src={imageVariantUrl(src, 640)}
      srcSet={IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(src, w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      decoding="async"
      {...props}
    />
  );
}
