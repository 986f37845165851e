import sharp from 'sharp';
import { ISNET_SIDE, type IsnetModel, predictForeground } from './isnet-model';
import { type Rect } from './scenes/scene-plan';

/** A photo as raw RGBA, 4 bytes a pixel. */
export interface RawPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The model's foreground probability (0–255) over `view`, a rectangle of the photo, answered at
 * the photo's own resolution for that rectangle. The model sees the rectangle squeezed to its
 * 1024 px square input, as it was trained on whole photos; a smaller rectangle is seen in more
 * detail (a mug's handle, a chair's stretcher), which is what the second look is for.
 */
export async function predictView(
  model: IsnetModel,
  photo: RawPhoto,
  view: Rect,
  signal: AbortSignal,
): Promise<Buffer> {
  const input = await sharp(photo.data, {
    raw: { width: photo.width, height: photo.height, channels: 4 },
  })
    .extract(view)
    .removeAlpha()
    .resize(ISNET_SIDE, ISNET_SIDE, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  const probability = await predictForeground(model, input, signal);
  return sharp(probability, { raw: { width: ISNET_SIDE, height: ISNET_SIDE, channels: 1 } })
    .resize(view.width, view.height, { fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/**
 * Where to look a second time: the box round what the first look found (probability ≥ one half),
 * grown by `margin` of its size on every side so the backdrop round the product is seen too,
 * within the photo. Null when nothing was found, or when the box already covers most of the
 * photo (a second look would see what the first saw).
 */
export function secondLook(
  probability: Buffer,
  width: number,
  height: number,
  margin = 0.2,
): Rect | null {
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (probability[y * width + x]! < 128) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return null;
  const grow = Math.round(Math.max(maxX - minX, maxY - minY) * margin);
  const left = Math.max(0, minX - grow);
  const top = Math.max(0, minY - grow);
  const right = Math.min(width, maxX + 1 + grow);
  const bottom = Math.min(height, maxY + 1 + grow);
  const view = { left, top, width: right - left, height: bottom - top };
  return view.width * view.height > width * height * 0.8 ? null : view;
}
