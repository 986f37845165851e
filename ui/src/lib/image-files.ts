import { toast } from './toast';

// Reading the images creators pick (spec section 5): image files only, sent as data-URL text.

export const INVALID_FILES_TITLE = 'Invalid files';
export const INVALID_FILES_MESSAGE = 'Please select valid image files';

/** The API's largest upload (MAX_UPLOAD_MB), and the compression target of spec section 9. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The spec's toast for a file that is not an image. */
export function toastInvalidFiles() {
  toast({ variant: 'destructive', title: INVALID_FILES_TITLE, description: INVALID_FILES_MESSAGE });
}

/** Reads a file as a `data:` URL, the form the API takes image uploads in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('Could not read the image'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(file);
  });
}

/**
 * An image as a data URL of at most `maxBytes`: as it is when it fits, else redrawn smaller as a
 * JPEG (long side at most `maxSide`, then halved until it fits). Small photos lose nothing. For a
 * budget of the browser's own (the demo's photo in local storage); uploads are compressed toward
 * the API's limit by compress-image.ts, with the spec's toast.
 */
export async function imageAsDataUrl(
  file: File,
  { maxBytes = MAX_UPLOAD_BYTES, maxSide = 2048 }: { maxBytes?: number; maxSide?: number } = {},
): Promise<string> {
  if (file.size <= maxBytes) return readAsDataUrl(file);
  const bitmap = await createImageBitmap(file);
  try {
    let scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    for (let attempt = 0; attempt < 6; attempt++) {
      const blob = await drawScaled(bitmap, scale);
      if (blob.size <= maxBytes) return readAsDataUrl(blob);
      scale /= 2;
    }
    throw new Error('The image is too large');
  } finally {
    bitmap.close();
  }
}

async function drawScaled(bitmap: ImageBitmap, scale: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not draw the image');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))),
      'image/jpeg',
      0.85,
    ),
  );
}
