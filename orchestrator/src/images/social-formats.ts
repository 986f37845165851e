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
/** How deep the photo's edges fade into its extended backdrop, as a share of its shorter side. */
const FEATHER = 0.04;
/** The ring of the photo its backdrop's colour is read from, as a share of its shorter side. */
const RING = 0.02;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

type Rgb = [number, number, number];

/**
 * An image the node cannot draw again (an upscale, a composite, a cloud provider's square scene)
 * fitted to a social format's exact size, as an opaque PNG. Packshots and local scenes never come
 * here: they are drawn again for each frame (node-handlers.ts, with-social-formats.ts).
 *
 * Why not always crop: a product shot is usually framed tightly around the product, so cropping
 * a square to a 9:16 story removes almost half its width and often cuts the product itself. So
 * when a crop would keep less than MIN_CROP_SHARE of the image, the whole image is shown and its
 * own backdrop extended to the frame: each side's band takes the colour of the image's edge on
 * that side (the median of a thin ring, so a stray label does not tint it), and the image's edges
 * fade into it, so a plain studio backdrop runs on without a seam. Never a blurred, stretched
 * copy of the image: that reads as a phone screenshot, not a photograph. When the aspect ratios
 * are close, an attention crop only trims backdrop and looks like a reframing. A cut-out (with
 * transparency) is placed on white, like a packshot. Deterministic: same input, same bytes.
 */
export function toSocialFormat(input: Buffer, options: SocialFormatOptions): Promise<Buffer> {
  return fitToFrame(input, SOCIAL_FORMATS[options.format]);
}

/** `input` fitted to `frame` as toSocialFormat fits it to a social format. */
export async function fitToFrame(
  input: Buffer,
  frame: { width: number; height: number },
): Promise<Buffer> {
  const { width, height } = frame;
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
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = fitted.info.width;
  const h = fitted.info.height;
  const left = Math.floor((width - w) / 2);
  const top = Math.floor((height - h) / 2);
  if (!opaque) {
    return sharp({ create: { width, height, channels: 3, background: WHITE } })
      .composite([{ input: fitted.data, raw: { width: w, height: h, channels: 4 }, left, top }])
      .flatten({ background: WHITE })
      .png()
      .toBuffer();
  }

  const ring = Math.max(2, Math.round(Math.min(info.width, info.height) * RING));
  const edges = edgeColours(data, info.width, info.height, ring);
  const backdrop = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The band a pixel lies in takes the colour of the image's edge facing it.
      const colour =
        y < top ? edges.top : y >= top + h ? edges.bottom : x < left ? edges.left : edges.right;
      backdrop.set(colour, (y * width + x) * 3);
    }
  }
  feather(fitted.data, w, h, {
    vertical: h < height,
    horizontal: w < width,
    depth: Math.max(2, Math.round(Math.min(w, h) * FEATHER)),
  });
  const composed = await sharp(backdrop, { raw: { width, height, channels: 3 } })
    .composite([{ input: fitted.data, raw: { width: w, height: h, channels: 4 }, left, top }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(composed.data, { raw: composed.info }).removeAlpha().png().toBuffer();
}

/** The median colour of each side's outer `ring` pixels of an RGBA image. */
function edgeColours(rgba: Buffer, width: number, height: number, ring: number) {
  const side = (x0: number, y0: number, x1: number, y1: number): Rgb => {
    const channels: number[][] = [[], [], []];
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * 4;
        for (let c = 0; c < 3; c++) channels[c]!.push(rgba[i + c]!);
      }
    }
    return channels.map((values) => {
      values.sort((a, b) => a - b);
      return values[values.length >> 1]!;
    }) as Rgb;
  };
  return {
    top: side(0, 0, width, ring),
    bottom: side(0, height - ring, width, height),
    left: side(0, 0, ring, height),
    right: side(width - ring, 0, width, height),
  };
}

/** Fades the alpha of an RGBA image towards the sides that meet the extended backdrop. */
function feather(
  rgba: Buffer,
  width: number,
  height: number,
  sides: { vertical: boolean; horizontal: boolean; depth: number },
) {
  const { depth } = sides;
  for (let y = 0; y < height; y++) {
    const fromY = sides.vertical ? Math.min(y, height - 1 - y) : depth;
    for (let x = 0; x < width; x++) {
      const fromX = sides.horizontal ? Math.min(x, width - 1 - x) : depth;
      const near = Math.min(fromX, fromY);
      if (near >= depth) continue;
      const t = (near + 0.5) / depth;
      const i = (y * width + x) * 4 + 3;
      // Smoothstep: no visible line where the fade begins.
      rgba[i] = Math.round(rgba[i]! * t * t * (3 - 2 * t));
    }
  }
}

function isOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}
