import sharp from 'sharp';
import { ImageTooLargeError, InvalidImageError } from '../errors';
import { type ImageToStore } from '../storage/stored-files';
import { inImageTurn } from './image-work-turns';

export interface UploadLimits {
  /** Largest decoded file accepted, in bytes. */
  maxBytes: number;
  /** Largest image accepted, in pixels: a guard against decompression bombs. */
  maxPixels: number;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Turns a `data:` URL from the browser into an image we are willing to store. The declared MIME
 * type is ignored: the bytes must decode as an image. The result is re-encoded, which drops
 * metadata (camera, location) and applies the EXIF orientation.
 */
export async function decodeImageDataUrl(
  dataUrl: string,
  limits: UploadLimits,
): Promise<ImageToStore> {
  return normalizeImage(dataUrlBytes(dataUrl, limits), limits);
}

/** The bytes a base64 `data:` URL carries, refused before decoding when there are too many. */
export function dataUrlBytes(dataUrl: string, limits: UploadLimits): Buffer {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) {
    throw new InvalidImageError();
  }
  const payload = dataUrl.slice(comma + 1);
  if (payload.length === 0 || payload.length % 4 !== 0) throw new InvalidImageError();
  // The size from the length alone, before anything reads (and copies) megabytes of text.
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > limits.maxBytes) {
    throw new ImageTooLargeError(`Images may be at most ${formatMegabytes(limits.maxBytes)}.`);
  }
  if (!BASE64.test(payload)) throw new InvalidImageError();
  return Buffer.from(payload, 'base64');
}

/** Decodes, checks and re-encodes image bytes: JPEG stays JPEG, anything else becomes PNG. */
export async function normalizeImage(bytes: Buffer, limits: UploadLimits): Promise<ImageToStore> {
  // Only the header is read here, so no pixel limit: with sharp's own (268 megapixels) a larger
  // image was refused as not an image at all, instead of as too large below.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new InvalidImageError();
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new InvalidImageError();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > limits.maxPixels) {
    throw new ImageTooLargeError(
      `Images may be at most ${Math.floor(limits.maxPixels / 1e6)} megapixels.`,
    );
  }
  const extension = metadata.format === 'jpeg' ? 'jpg' : 'png';
  return inImageTurn(async () => {
    try {
      const pipeline = sharp(bytes, {
        failOn: 'error',
        limitInputPixels: limits.maxPixels,
      }).rotate();
      const encoded =
        extension === 'jpg'
          ? // One pass: optimised Huffman tables need every coefficient of the image held at once
            // (hundreds of MB more for 50 megapixels) for a file about 8% smaller.
            pipeline.jpeg({ quality: 92, optimiseCoding: false })
          : pipeline.png({ compressionLevel: 6 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { bytes: data, extension, width: info.width, height: info.height };
    } catch {
      throw new InvalidImageError();
    }
  });
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
