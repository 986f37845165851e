import imageCompression from 'browser-image-compression';

import { MAX_UPLOAD_BYTES, readAsDataUrl } from './image-files';
import { toast } from './toast';

/** Spec sections 5 and 9: images are compressed toward 10 MB, the API's largest upload. */
const TARGET_BYTES = MAX_UPLOAD_BYTES;
const COMPRESSION_TARGET_MB = TARGET_BYTES / (1024 * 1024);
/** Encoder qualities tried in turn for JPEG and WebP, until one is under the target. */
export const QUALITY_STEPS = [0.9, 0.8, 0.7, 0.6, 0.5] as const;
const LOSSY_TYPES = new Set(['image/jpeg', 'image/webp']);

export type CompressedImage = {
  file: File;
  /** Set when the image was compressed; absent when it was already under the target. */
  compression?: { before: number; after: number; quality: number };
};

/**
 * Brings an image over the 10 MB target under it, with browser-image-compression. JPEG and WebP
 * are re-encoded at falling qualities, and the toast reports the one that was enough; PNG and
 * other lossless formats keep quality 1 and are scaled down by the library until they fit (as is
 * a lossy image still too large at the lowest quality). Images under the target are sent as they
 * are, so small photos lose nothing. It all runs on the main thread: the library's web worker
 * would load a second copy of it from a CDN, and this app depends on no CDN.
 */
export async function compressImage(file: File): Promise<CompressedImage> {
  if (file.size <= TARGET_BYTES) return { file };
  let quality = 1;
  if (LOSSY_TYPES.has(file.type)) {
    const [, canvas] = await imageCompression.drawFileInCanvas(file);
    for (const step of QUALITY_STEPS) {
      quality = step;
      const encoded = await imageCompression.canvasToFile(
        canvas,
        file.type,
        file.name,
        file.lastModified,
        step,
      );
      if (encoded.size <= TARGET_BYTES) return compressed(file, encoded, quality);
    }
  }
  const scaled = await imageCompression(file, {
    maxSizeMB: COMPRESSION_TARGET_MB,
    initialQuality: quality,
    useWebWorker: false,
  });
  return compressed(file, scaled, quality);
}

function compressed(original: File, result: Blob, quality: number): CompressedImage {
  // Keep the name and type the server and the previews expect.
  const file =
    result instanceof File && result.name === original.name
      ? result
      : new File([result], original.name, { type: result.type || original.type });
  return { file, compression: { before: original.size, after: file.size, quality } };
}

/** `14.2 MB`, `820 KB`: sizes as the compression toast shows them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Spec section 5: the toast after compressing, with each image's old and new size and quality. */
export function toastCompressed(images: readonly CompressedImage[]) {
  const compressed = images.filter((image) => image.compression);
  if (compressed.length === 0) return;
  toast({
    title: compressed.length === 1 ? 'Image compressed' : 'Images compressed',
    description: compressed.map(describeCompression).join('; '),
  });
}

function describeCompression({ file, compression }: CompressedImage): string {
  if (!compression) return file.name;
  const { before, after, quality } = compression;
  return `${file.name}: ${formatBytes(before)} → ${formatBytes(after)} (quality ${Math.round(quality * 100)}%)`;
}

/** One image ready to upload: compressed (with the toast) when over 10 MB, as a data URL. */
export async function uploadableDataUrl(file: File): Promise<string> {
  const image = await compressImage(file);
  toastCompressed([image]);
  return readAsDataUrl(image.file);
}
