/**
 * Resized copies of stored images: `GET /files/:key?width=320&format=webp`. The widths are a fixed
 * ladder, so a page's `srcset` and every browser's cache agree, and no one can make the server
 * encode (and keep) an image at every width there is.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const IMAGE_VARIANT_FORMATS = ['webp', 'avif'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];
