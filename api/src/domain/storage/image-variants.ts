import { LRUCache } from 'lru-cache';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  type ImageVariantWidth,
} from '../../contract/image-variants';
import { DomainError } from '../errors';

export interface ImageVariantRequest {
  width: ImageVariantWidth;
  format: ImageVariantFormat;
}

/**
 * The variant a query asks for: none (the original) when it names neither width nor format; a
 * width from the ladder and a format (webp unless named) otherwise. Anything else is refused.
 */
export function parseImageVariant(query: {
  width?: unknown;
  format?: unknown;
}): ImageVariantRequest | null {
  if (query.width === undefined && query.format === undefined) return null;
  const width = Number(query.width);
  const format = query.format ?? 'webp';
  if (
    !IMAGE_VARIANT_WIDTHS.includes(width as ImageVariantWidth) ||
    !IMAGE_VARIANT_FORMATS.includes(format as ImageVariantFormat)
  ) {
    throw new DomainError('invalid_image_variant');
  }
  return { width: width as ImageVariantWidth, format: format as ImageVariantFormat };
}

const CONTENT_TYPES: Record<ImageVariantFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Quality settings that keep a thumbnail indistinguishable at its size and small. */
function encode(image: Sharp, format: ImageVariantFormat): Sharp {
  return format === 'webp'
    ? image.webp({ quality: 80, alphaQuality: 90 })
    : image.avif({ quality: 55, effort: 2 });
}

export interface ImageVariant {
  bytes: Buffer;
  contentType: string;
}

/**
 * Makes resized copies of stored images and keeps the most used in memory (a byte-bounded LRU).
 * The stored file is the truth: a variant is derived, so it is never written to the file store
 * (which holds only files with rows) and any instance can make it again. Two requests for the same
 * variant at once share one encoding.
 */
export class ImageVariants {
  private readonly cache: LRUCache<string, ImageVariant>;
  private readonly inFlight = new Map<string, Promise<ImageVariant>>();

  constructor(
    private readonly readOriginal: (key: string) => Promise<Buffer>,
    maxBytes = 64 * 1024 * 1024,
  ) {
    this.cache = new LRUCache({ maxSize: maxBytes, sizeCalculation: (v) => v.bytes.length });
  }

  async get(key: string, request: ImageVariantRequest): Promise<ImageVariant> {
    const id = `${key}:${request.width}:${request.format}`;
    const cached = this.cache.get(id);
    if (cached) return cached;
    let pending = this.inFlight.get(id);
    if (!pending) {
      pending = this.make(key, request).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    const variant = await pending;
    this.cache.set(id, variant);
    return variant;
  }

  private async make(key: string, { width, format }: ImageVariantRequest): Promise<ImageVariant> {
    const original = await this.readOriginal(key);
    const resized = sharp(original).autoOrient().resize({ width, withoutEnlargement: true });
    return { bytes: await encode(resized, format).toBuffer(), contentType: CONTENT_TYPES[format] };
  }
}
