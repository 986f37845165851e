import sharp from 'sharp';
import { type BackgroundRemover, type CallOptions } from '../capabilities';
import { colourName, NAMED_COLOURS, nearestColour } from './colour';
import { isOpaque } from '../../images/opacity';

// Image statistics of a product photo, shared by the local caption writer and product analyst.

/** What can be told of a product from its photo: what captions and analyses say about it. */
export interface ProductFacts {
  /** One or two dominant colour names of the product (not its backdrop), most common first. */
  colours: string[];
  brightness: 'dark' | 'medium' | 'bright';
  shape: 'tall' | 'wide' | 'square';
}

/**
 * An opaque photo is cut out at most this large: colours are counted on a far smaller copy, so a
 * bigger cut-out would only cost time (and a segmentation model works at about 1024 px anyway).
 */
const REMOVAL_SIDE = 1024;
const SAMPLE_SIDE = 128;
/**
 * A pixel counts as the product's at this alpha or above: the soft edge of a cut-out, where the
 * product's colour is mixed with what was behind it, is left out.
 */
const PRODUCT_ALPHA = 192;
/** Below this share of product pixels the cut-out found nothing to measure: use every pixel. */
const MIN_PRODUCT_SHARE = 0.03;
/** A second colour is named only if it covers at least this share of the product. */
const SECOND_COLOUR_SHARE = 0.2;

/** A photo cut out for measuring: its pixels, and whether it came with transparency already. */
export interface MeasuredCutOut {
  facts: ProductFacts;
  /** The photo had transparent pixels of its own (it was a cut-out before it reached us). */
  arrivedCutOut: boolean;
}

/**
 * The product's colours (named), brightness and proportions, measured on the product's pixels
 * only: an opaque photo is cut out with `remover` first, and only pixels the cut-out keeps (alpha
 * ≥ 192) are counted, so the backdrop never counts. A photo with transparency is measured as it
 * is. Throws what sharp throws for bytes it cannot decode, and what the remover throws.
 */
export async function productFacts(
  image: Buffer,
  remover: BackgroundRemover,
  options: CallOptions,
): Promise<MeasuredCutOut> {
  const oriented = await sharp(image)
    .autoOrient()
    .resize(REMOVAL_SIDE, REMOVAL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const opaque = await isOpaque(oriented);
  const cutOut = opaque ? (await remover.removeBackground(oriented, options)).image : oriented;
  options.signal.throwIfAborted();
  const { data, info } = await sharp(cutOut)
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { facts: measure(data, info.width, info.height), arrivedCutOut: !opaque };
}

/** The facts of raw RGBA pixels, counting those at PRODUCT_ALPHA or above. */
function measure(data: Buffer, width: number, height: number): ProductFacts {
  const pixels = width * height;
  let opaque = 0;
  for (let i = 0; i < pixels; i++) if (data[i * 4 + 3]! >= PRODUCT_ALPHA) opaque++;
  // A remover that kept nothing (a white product on white, say) leaves nothing to measure: the
  // whole photo is then the best there is, and the analysis still says something.
  const useAll = opaque < pixels * MIN_PRODUCT_SHARE;

  const counts = new Array<number>(NAMED_COLOURS).fill(0);
  let lightness = 0;
  let counted = 0;
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (!useAll && data[o + 3]! < PRODUCT_ALPHA) continue;
      const [r, g, b] = [data[o]!, data[o + 1]!, data[o + 2]!];
      counts[nearestColour(r, g, b)]!++;
      // HSL lightness, not luma: luma calls a vivid red or blue dark (pure red has a luma of 54),
      // and "deep red" would then describe a bright red product.
      lightness += (Math.max(r, g, b) + Math.min(r, g, b)) / 2;
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
  const meanLightness = lightness / counted;
  const aspect = (maxX - minX + 1) / (maxY - minY + 1);
  return {
    colours,
    brightness: meanLightness < 85 ? 'dark' : meanLightness > 170 ? 'bright' : 'medium',
    shape: aspect < 0.8 ? 'tall' : aspect > 1.25 ? 'wide' : 'square',
  };
}
