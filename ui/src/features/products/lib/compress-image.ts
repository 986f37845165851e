import imageCompression from 'browser-image-compression';

/** Spec section 9: images are compressed toward 10 MB, the API's largest upload. */
export const COMPRESSION_TARGET_MB = 10;
const TARGET_BYTES = COMPRESSION_TARGET_MB * 1024 * 1024;
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

/** Reads a file as a `data:` URL, the form the API takes image uploads in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error(`Could not read ${file.name}`));
    };
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
