import { type CutoutTouchUp } from '@studio/api/contract/cutouts';

import { type ObjectsMap } from './mask-edits';

/** What the editor draws and edits, all in the cut-out's pixels. */
export interface EditorSources {
  width: number;
  height: number;
  map: ObjectsMap;
  /**
   * The colours shown where the mask is opaque, RGBA (alpha unused): the cut-out's where it has
   * any, the photo's elsewhere, as the server makes the edited cut-out.
   */
  colours: Uint8ClampedArray;
  /** The cut-out's own alpha: the mask before any edit. */
  mask: Uint8Array;
}

/** Loads the photo, the cut-out and the objects map, and reads their pixels. */
export async function loadEditorSources(
  touchUp: CutoutTouchUp,
  signal?: AbortSignal,
): Promise<EditorSources> {
  const { width, height } = touchUp;
  const [photo, cutout, objects] = await Promise.all(
    [touchUp.photoUrl, touchUp.cutoutUrl, touchUp.objectsUrl].map((url) =>
      pixelsOf(url, width, height, signal),
    ),
  );
  const pixels = width * height;
  const labels = new Uint8Array(pixels);
  const alpha = new Uint8Array(pixels);
  const mask = new Uint8Array(pixels);
  const colours = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    labels[i] = objects![i * 4]!;
    alpha[i] = objects![i * 4 + 1]!;
    const a = cutout![i * 4 + 3]!;
    mask[i] = a;
    const from = a > 0 ? cutout! : photo!;
    colours[i * 4] = from[i * 4]!;
    colours[i * 4 + 1] = from[i * 4 + 1]!;
    colours[i * 4 + 2] = from[i * 4 + 2]!;
    colours[i * 4 + 3] = 255;
  }
  return { width, height, map: { width, height, labels, alpha }, colours, mask };
}

/** An image's RGBA pixels at the given size, read without colour management or premultiplying. */
async function pixelsOf(
  url: string,
  width: number,
  height: number,
  signal?: AbortSignal,
): Promise<Uint8ClampedArray> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new Error(`${response.status}: could not load ${url}`);
  const bitmap = await createImageBitmap(await response.blob(), {
    premultiplyAlpha: 'none',
    colorSpaceConversion: 'none',
  });
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return context.getImageData(0, 0, width, height).data;
}

/** The mask as the API takes it: a PNG whose alpha is the mask (its colours are ignored). */
export function maskDataUrl(mask: Uint8Array, width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const image = new ImageData(width, height);
  for (let i = 0; i < mask.length; i++) {
    image.data[i * 4] = 255;
    image.data[i * 4 + 1] = 255;
    image.data[i * 4 + 2] = 255;
    image.data[i * 4 + 3] = mask[i]!;
  }
  canvas.getContext('2d')!.putImageData(image, 0, 0);
  return canvas.toDataURL('image/png');
}
