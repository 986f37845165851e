import { z } from 'zod';
import { API_ERRORS } from './error-codes';

/**
 * Resized copies of stored images: `GET /files/:key?width=320&format=webp`. The widths are a fixed
 * ladder, so a page's `srcset` and every browser's cache agree, and no one can make the server
 * encode (and keep) an image at every width there is.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const IMAGE_VARIANT_FORMATS = ['webp', 'avif'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

const variantRefusal = {
  message: API_ERRORS.invalid_image_variant.message,
  params: { code: 'invalid_image_variant' },
};

/** `GET /files/:key`'s query: neither for the file as stored, a width (and a format) for a copy. */
export const imageVariantQuerySchema = z.object({
  width: z
    .string()
    .refine((width) => IMAGE_VARIANT_WIDTHS.map(String).includes(width), variantRefusal)
    .transform(Number)
    .optional()
    .describe('One of 160, 320, 480, 640, 960, 1280: a copy that wide (never enlarged)'),
  format: z
    .string()
    .refine(
      (format) => (IMAGE_VARIANT_FORMATS as readonly string[]).includes(format),
      variantRefusal,
    )
    .optional()
    .describe('webp (the default) or avif; needs a width'),
});
