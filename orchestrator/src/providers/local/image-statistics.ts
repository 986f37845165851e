import sharp from 'sharp';
import { type BackgroundRemover, type CallOptions } from '../capabilities';
import { type ColourSample, shopperColours } from './shopper-colours';
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
/** A pixel the cut-out removed (the backdrop) is one at this alpha or below. */
const BACKDROP_ALPHA = 16;

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
  const sample = (image: Buffer) =>
    sharp(image)
      .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const { data, info } = await sample(cutOut);
  // The photo's own pixels where the cut-out removed them: the backdrop, which shows the light.
  const photo = opaque ? await sample(oriented) : undefined;
  const backdrop =
    photo && photo.info.width === info.width && photo.info.height === info.height
      ? photo.data
      : undefined;
  return { facts: measure(data, info.width, info.height, backdrop), arrivedCutOut: !opaque };
}

/**
 * The facts of raw RGBA pixels, counting those at PRODUCT_ALPHA or above; `photo`, the same
 * pixels before the cut-out, gives the backdrop where the cut-out removed it (alpha < 16).
 */
function measure(data: Buffer, width: number, height: number, photo?: Buffer): ProductFacts {
  const pixels = width * height;
  let opaque = 0;
  for (let i = 0; i < pixels; i++) if (data[i * 4 + 3]! >= PRODUCT_ALPHA) opaque++;
  // A remover that kept nothing (a white product on white, say) leaves nothing to measure: the
  // whole photo is then the best there is, and the analysis still says something.
  const useAll = opaque < pixels * MIN_PRODUCT_SHARE;

  const sample: ColourSample = { product: [], backdrop: [] };
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const alpha = data[o + 3]!;
      if (photo && !useAll && alpha < BACKDROP_ALPHA) {
        sample.backdrop.push([photo[o]!, photo[o + 1]!, photo[o + 2]!]);
      }
      if (!useAll && alpha < PRODUCT_ALPHA) continue;
      sample.product.push([data[o]!, data[o + 1]!, data[o + 2]!]);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  const { colours, lightness } = shopperColours(sample);
  const aspect = (maxX - minX + 1) / (maxY - minY + 1);
  return {
    colours,
    // CIELAB lightness, not luma: luma calls a vivid red or blue dark, and "deep red" would then
    // describe a bright red product.
    brightness: lightness < 33 ? 'dark' : lightness > 67 ? 'bright' : 'medium',
    shape: aspect < 0.8 ? 'tall' : aspect > 1.25 ? 'wide' : 'square',
  };
}
