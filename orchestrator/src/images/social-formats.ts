import sharp from 'sharp';
import { SOCIAL_FORMATS, type SocialFormat } from '@studio/workflows/graph/node-catalogue';

export interface SocialFormatOptions {
  format: SocialFormat;
}

/**
 * Below this share of the photo kept by a crop, it is extended instead. A crop that only trims
 * a little backdrop (4:5 to square loses 20%) reads as a natural reframing; past that it starts
 * cutting into the product.
 */
const MIN_CROP_SHARE = 0.8;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * The image fitted to a social format's exact size, as an opaque PNG.
 *
 * Why not always crop: a product shot is usually framed tightly around the product, so cropping
 * a 4:3 photo to a 9:16 story removes more than half its width and, whatever the strategy, often
 * cuts the product itself (sharp's attention crop looks for the most salient region, which on a
 * product shot can be a label or a highlight rather than the whole object). So when a crop would
 * keep less than MIN_CROP_SHARE of the photo, the whole photo is shown instead, contained on a
 * blurred, slightly dimmed, enlarged copy of itself: the frame is full, in the photo's own colours,
 * with no bars, and the product stays whole and sharp. When the aspect ratios are close, an
 * attention crop only trims backdrop and looks like a reframing. A cut-out (with transparency) is
 * placed on white, like a packshot, since a blurred copy of a cut-out is a meaningless smudge.
 * Deterministic: the same input gives the same bytes.
 */
export async function toSocialFormat(input: Buffer, options: SocialFormatOptions): Promise<Buffer> {
  const { width, height } = SOCIAL_FORMATS[options.format];
  const { data, info } = await sharp(input)
    .autoOrient()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 4 as const } };
  const opaque = isOpaque(data);

  const inputRatio = info.width / info.height;
  const outputRatio = width / height;
  const cropShare = Math.min(inputRatio / outputRatio, outputRatio / inputRatio);
  if (opaque && cropShare >= MIN_CROP_SHARE) {
    return sharp(data, raw)
      .resize(width, height, {
        fit: 'cover',
        position: sharp.strategy.attention,
        kernel: 'lanczos3',
      })
      .removeAlpha()
      .png()
      .toBuffer();
  }

  const fitted = await sharp(data, raw)
    .resize(width, height, { fit: 'inside', kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const backdrop = opaque
    ? sharp(data, raw)
        .resize(width, height, { fit: 'cover' })
        .removeAlpha()
        .blur(Math.max(width, height) / 40)
        .modulate({ brightness: 0.85, saturation: 0.8 })
    : sharp({ create: { width, height, channels: 3, background: WHITE } });
  return backdrop
    .composite([{ input: fitted, gravity: 'centre' }])
    .flatten({ background: WHITE })
    .png()
    .toBuffer();
}

function isOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}
