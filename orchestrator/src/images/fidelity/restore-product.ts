import sharp from 'sharp';
import { gaussianBlur, type Plane } from './float-planes';
import { encodeSrgb, LINEAR } from './lab-colour';
import { type PlacedProduct } from './product-placement';

/**
 * The original product's pixels composited back over a generated scene whose product the gate
 * refused. What the model made around the product stays: its set, and the product's shadow and
 * reflection, which lie outside the cut-out's alpha. The scene's light on the product is kept
 * too, as far as the redrawn product can tell it: the ratio of the generated product's luminance
 * to the original's, blurred to a quarter of the product's size (a label or a hue shift averages
 * out at that scale, a light falling from one side does not), with its mean taken out (the
 * photo's own exposure is the creator's) and held within ±10%. The edge is feathered by about a
 * pixel, so it blends with the generated edge instead of cutting it.
 */

const LIGHT_SIDE = 128;
const LIGHT_BLUR_SHARE = 0.25;
const MAX_LIGHT_CHANGE = 0.1;
const FEATHER_SIGMA = 0.7;
const PAD = 2;

export async function restoreProduct(
  placed: PlacedProduct,
  scene: Buffer,
  at: { left: number; top: number },
): Promise<Buffer> {
  const { size, layer } = placed;
  const frame = await sharp(scene)
    .resize(size, size, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const gain = await lightGain(placed, frame, at);
  const alpha = await featheredAlpha(placed);
  const aw = layer.width + 2 * PAD;
  for (let y = -PAD; y < layer.height + PAD; y++) {
    const sy = at.top + y;
    if (sy < 0 || sy >= size) continue;
    for (let x = -PAD; x < layer.width + PAD; x++) {
      const sx = at.left + x;
      if (sx < 0 || sx >= size) continue;
      const a = alpha[(y + PAD) * aw + x + PAD]! / 255;
      if (a === 0) continue;
      const inside = x >= 0 && y >= 0 && x < layer.width && y < layer.height;
      // Feathering reaches a pixel past the layer: there the nearest edge pixel's colour blends.
      const lx = Math.min(layer.width - 1, Math.max(0, x));
      const ly = Math.min(layer.height - 1, Math.max(0, y));
      const l = (ly * layer.width + lx) * 4;
      const g = inside ? gain[ly * layer.width + lx]! : 1;
      const s = (sy * size + sx) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const original =
          g === 1 ? layer.data[l + ch]! : encodeSrgb(LINEAR[layer.data[l + ch]!]! * g);
        frame[s + ch] = Math.round(original * a + frame[s + ch]! * (1 - a));
      }
    }
  }
  return sharp(frame, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/** The cut-out's alpha padded by PAD and blurred by about a pixel. */
async function featheredAlpha(placed: PlacedProduct): Promise<Buffer> {
  const { layer } = placed;
  const alpha = Buffer.alloc(layer.width * layer.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = layer.data[i * 4 + 3]!;
  return sharp(alpha, { raw: { width: layer.width, height: layer.height, channels: 1 } })
    .extend({ top: PAD, bottom: PAD, left: PAD, right: PAD, background: { r: 0, g: 0, b: 0 } })
    .blur(FEATHER_SIGMA)
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/**
 * The scene's light on the product as a multiplier of linear light per layer pixel (see above).
 * Measured small (the product at most 128 px) and scaled up: it has no detail by construction.
 */
async function lightGain(
  placed: PlacedProduct,
  frame: Buffer,
  at: { left: number; top: number },
): Promise<Float32Array> {
  const { layer, size } = placed;
  const scale = Math.min(1, LIGHT_SIDE / Math.max(layer.width, layer.height));
  const w = Math.max(1, Math.round(layer.width * scale));
  const h = Math.max(1, Math.round(layer.height * scale));
  // The generated pixels under the layer (what lies outside the frame reads as the edge).
  const under = Buffer.alloc(layer.width * layer.height * 3);
  for (let y = 0; y < layer.height; y++) {
    const sy = Math.min(size - 1, Math.max(0, at.top + y));
    for (let x = 0; x < layer.width; x++) {
      const sx = Math.min(size - 1, Math.max(0, at.left + x));
      frame.copy(under, (y * layer.width + x) * 3, (sy * size + sx) * 3, (sy * size + sx) * 3 + 3);
    }
  }
  const small = (data: Buffer, channels: 3 | 4) =>
    sharp(data, { raw: { width: layer.width, height: layer.height, channels } })
      .resize(w, h, { fit: 'fill' })
      .raw()
      .toBuffer();
  const [generated, original] = await Promise.all([small(under, 3), small(layer.data, 4)]);

  // Normalised convolution: blurred (luminance × mask) / blurred mask, so the backdrop around
  // the product never counts as light on it.
  const lum = (data: Buffer, i: number, channels: number) =>
    0.2126 * LINEAR[data[i * channels]!]! +
    0.7152 * LINEAR[data[i * channels + 1]!]! +
    0.0722 * LINEAR[data[i * channels + 2]!]!;
  const plane = () => ({ data: new Float32Array(w * h), width: w, height: h }) as Plane;
  const [gen, orig, weight] = [plane(), plane(), plane()];
  for (let i = 0; i < w * h; i++) {
    const solid = original[i * 4 + 3]! >= 250 ? 1 : 0;
    weight.data[i] = solid;
    gen.data[i] = solid * lum(generated, i, 3);
    orig.data[i] = solid * lum(original, i, 4);
  }
  const sigma = Math.max(1, LIGHT_BLUR_SHARE * Math.min(w, h));
  const [bg, bo, bw] = [gen, orig, weight].map((p) => gaussianBlur(p, sigma).data) as [
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  const ratio = new Float32Array(w * h).fill(1);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < w * h; i++) {
    if (bw[i]! < 1e-3 || bo[i]! < 1e-4) continue;
    ratio[i] = bg[i]! / bo[i]!;
    if (weight.data[i]) {
      sum += ratio[i]!;
      count++;
    }
  }
  const mean = count ? sum / count : 1;
  const encoded = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i++) {
    const g = Math.min(1 + MAX_LIGHT_CHANGE, Math.max(1 - MAX_LIGHT_CHANGE, ratio[i]! / mean));
    encoded[i] = Math.round(((g - (1 - MAX_LIGHT_CHANGE)) / (2 * MAX_LIGHT_CHANGE)) * 255);
  }
  const full = await sharp(encoded, { raw: { width: w, height: h, channels: 1 } })
    .resize(layer.width, layer.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const gain = new Float32Array(layer.width * layer.height);
  for (let i = 0; i < gain.length; i++) {
    gain[i] = 1 - MAX_LIGHT_CHANGE + (full[i]! / 255) * 2 * MAX_LIGHT_CHANGE;
  }
  return gain;
}
