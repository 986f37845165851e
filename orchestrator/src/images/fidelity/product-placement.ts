import sharp from 'sharp';

/**
 * Where a generative scene model is asked to keep the product. The cloud adapters send the
 * cut-out already placed on a square canvas of the scene's proportions (Replicate: flattened on
 * white as the reference image; OpenAI: on transparency, with a mask that protects it), so the
 * product's expected region in the scene is known; the fidelity gate reads it from here too.
 */

/** The product's longer side as a share of the frame: room for a set round it. */
const PRODUCT_SHARE = 0.6;
/** Where the product's centre sits, as a share of the frame: a little low, standing on a floor. */
const CENTRE_X = 0.5;
const CENTRE_Y = 0.54;
/** A remover's haze: alpha this low is no product (the local scenes clear it too). */
const HAZE_ALPHA = 16;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An RGBA image in memory, four bytes a pixel. */
export interface RgbaImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The cut-out scaled and placed in a square frame of `size` pixels. */
export interface PlacedProduct {
  size: number;
  /** Where the product's layer lies in the frame. */
  box: Box;
  /** The product's pixels at that size, haze cleared: `box.width × box.height`. */
  layer: RgbaImage;
}

/**
 * The cut-out trimmed to its pixels and scaled so its longer side is 60% of `size`, centred a
 * little below the middle. An opaque image is placed whole. Deterministic, so the adapters and the
 * gate, placing the same cut-out at the same size, agree to the pixel.
 */
export async function placeProduct(cutOut: Buffer, size: number): Promise<PlacedProduct> {
  const { data, info } = await sharp(cutOut)
    .autoOrient()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const trim = alphaBounds({ data, width: info.width, height: info.height });
  const longest = Math.max(1, Math.round(size * PRODUCT_SHARE));
  const scale = longest / Math.max(trim.width, trim.height);
  const width = Math.max(1, Math.round(trim.width * scale));
  const height = Math.max(1, Math.round(trim.height * scale));
  const layer = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .extract(trim)
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  for (let o = 3; o < layer.length; o += 4) if (layer[o]! <= HAZE_ALPHA) layer[o] = 0;
  return {
    size,
    box: {
      left: Math.round(size * CENTRE_X - width / 2),
      top: Math.min(size - height, Math.round(size * CENTRE_Y - height / 2)),
      width,
      height,
    },
    layer: { data: layer, width, height },
  };
}

/** The placed product on a transparent square canvas, as a PNG. */
export async function productCanvas(placed: PlacedProduct): Promise<Buffer> {
  const { layer, box, size } = placed;
  return sharp({
    create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: layer.data,
        raw: { width: layer.width, height: layer.height, channels: 4 },
        left: box.left,
        top: box.top,
      },
    ])
    .png()
    .toBuffer();
}

/** The smallest box holding every pixel above the haze; the whole image when none is. */
function alphaBounds(image: RgbaImage): Box {
  const { data, width, height } = image;
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3]! <= HAZE_ALPHA) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return { left: 0, top: 0, width, height };
  return { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}
