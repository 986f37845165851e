import sharp from 'sharp';
import { type BackgroundRemover, type CallOptions, ProviderError } from '../capabilities';
import { type Rect } from './scenes/scene-plan';
import { isOpaque } from '../../images/opacity';

/**
 * Alpha at or below this is a remover's haze, not the product: it is cleared, so a faint veil
 * over the photo's backdrop cannot print a ghost of its rectangle into a scene.
 */
const HAZE_ALPHA = 16;

/**
 * The product on transparency, cropped to its visible pixels (and where that crop lies in the
 * photo): a photo without transparency is cut out with the remover first. Only the cut-out ever
 * reaches a scene: when nothing of the photo survives the cut, the scene is refused rather than
 * drawn with the photo's rectangle in it.
 */
export async function productCutOut(
  image: Buffer,
  remover: BackgroundRemover,
  options: CallOptions,
): Promise<{ image: Buffer; crop: Rect }> {
  const oriented = await sharp(image).autoOrient().png().toBuffer();
  const cutOut = (await isOpaque(oriented))
    ? (await remover.removeBackground(oriented, options)).image
    : oriented;
  options.signal.throwIfAborted();
  const { data, info } = await sharp(cutOut)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [minX, minY, maxX, maxY] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const a = (y * info.width + x) * 4 + 3;
      if (data[a]! <= HAZE_ALPHA) {
        data[a] = 0;
        continue;
      }
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) throw nothingToPlace();
  const crop = { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
  const cropped = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: 4 },
  })
    .extract(crop)
    .png()
    .toBuffer();
  return { image: cropped, crop };
}

/** The same photo would be cut the same way, so this is never retried. */
function nothingToPlace(): ProviderError {
  return new ProviderError(
    'No product could be told apart from the background of this photo, so there is nothing to place in a scene. Try a photo with the product clearly in view.',
    false,
    'no_product',
  );
}
