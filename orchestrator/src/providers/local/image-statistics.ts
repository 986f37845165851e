import sharp from 'sharp';
import { removeBackground } from '../../images/remove-background';
import { colourName, NAMED_COLOURS, nearestColour } from './colour';

// Image statistics of a product photo, shared by the local caption writer and product analyst.

/** What can be told of a product from its photo: what captions and analyses say about it. */
export interface ProductFacts {
  /** One or two dominant colour names of the product (not its backdrop), most common first. */
  colours: string[];
  brightness: 'dark' | 'medium' | 'bright';
  shape: 'tall' | 'wide' | 'square';
}

const SAMPLE_SIDE = 128;
/** Below this share of opaque pixels the cut-out failed (a busy photo): use every pixel. */
const MIN_PRODUCT_SHARE = 0.03;
/** A second colour is named only if it covers at least this share of the product. */
const SECOND_COLOUR_SHARE = 0.2;

/**
 * The product's colours (named), brightness and proportions, measured on a small copy of the image
 * with its backdrop cut away (so the backdrop does not count). Throws when sharp cannot decode it.
 */
export async function productFacts(image: Buffer): Promise<ProductFacts> {
  const small = await sharp(image)
    .autoOrient()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const cutOut = await removeBackground(small, { feather: 0 });
  const { data, info } = await sharp(cutOut)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  let opaque = 0;
  for (let i = 0; i < pixels; i++) if (data[i * 4 + 3]! >= 128) opaque++;
  const useAll = opaque < pixels * MIN_PRODUCT_SHARE;

  const counts = new Array<number>(NAMED_COLOURS).fill(0);
  let luma = 0;
  let counted = 0;
  let [minX, minY, maxX, maxY] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const o = (y * info.width + x) * 4;
      if (!useAll && data[o + 3]! < 128) continue;
      const [r, g, b] = [data[o]!, data[o + 1]!, data[o + 2]!];
      counts[nearestColour(r, g, b)]!++;
      luma += 0.2126 * r + 0.7152 * g + 0.0722 * b;
      counted++;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  // Most common first; ties keep the table's order, so the result never depends on sort details.
  const ranked = counts
    .map((count, index) => ({ count, index }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index);
  const colours = [colourName(ranked[0]!.index)];
  const second = ranked[1];
  if (second && second.count >= counted * SECOND_COLOUR_SHARE) {
    colours.push(colourName(second.index));
  }
  const meanLuma = luma / counted;
  const aspect = (maxX - minX + 1) / (maxY - minY + 1);
  return {
    colours,
    brightness: meanLuma < 85 ? 'dark' : meanLuma > 170 ? 'bright' : 'medium',
    shape: aspect < 0.8 ? 'tall' : aspect > 1.25 ? 'wide' : 'square',
  };
}
