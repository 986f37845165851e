import sharp from 'sharp';
import { type Rect } from './scene-plan';

// The product lit by the scene it is placed in, so it does not look pasted on.

/** How much of the backdrop's blurred light reaches the product's very edge. */
const WRAP = 0.4;
/** How far the product's colours lean towards the scene's average colour around it. */
const TINT = 0.06;

/**
 * Light wrap and a colour cast, as a compositor would do them: near its edge the product picks up
 * the blurred backdrop behind it (light from the scene bleeding round the silhouette), and all of
 * it takes a faint cast of the colour around it. Only RGB changes, never alpha, so nothing of this
 * reaches outside the product's mask. `product` is raw RGBA at `rect`; `backdrop` raw RGB, size².
 */
export async function lightWrap(
  product: Buffer,
  rect: Rect,
  backdrop: Buffer,
  size: number,
): Promise<Buffer> {
  const inside =
    rect.left >= 0 &&
    rect.top >= 0 &&
    rect.left + rect.width <= size &&
    rect.top + rect.height <= size;
  if (!inside) return product;
  const behind = await blurredBehind(backdrop, rect, size);
  const pixels = rect.width * rect.height;
  const alpha = Buffer.alloc(pixels);
  for (let i = 0; i < pixels; i++) alpha[i] = product[i * 4 + 3]!;
  const sigma = Math.max(0.6, size * 0.006);
  const edge = await sharp(alpha, { raw: { width: rect.width, height: rect.height, channels: 1 } })
    .blur(sigma)
    // One channel in, one out (sharp would otherwise answer sRGB).
    .extractChannel(0)
    .raw()
    .toBuffer();

  // The scene's colour around the product, as a gentle per-channel gain (grey leaves it alone).
  const mean = [0, 0, 0];
  for (let i = 0; i < pixels; i++) for (let c = 0; c < 3; c++) mean[c]! += behind[i * 3 + c]!;
  const grey = (mean[0]! + mean[1]! + mean[2]!) / 3 || 1;
  const gain = mean.map((m) => 1 + (m / grey - 1) * TINT);

  const out = Buffer.from(product);
  for (let i = 0; i < pixels; i++) {
    if (product[i * 4 + 3] === 0) continue;
    // 0 deep inside the silhouette, rising towards its edge (where the blurred alpha falls).
    const w = Math.min(1, Math.max(0, (1 - edge[i]! / 255) * 1.6)) * WRAP;
    for (let c = 0; c < 3; c++) {
      const lit = product[i * 4 + c]! * gain[c]!;
      const value = lit * (1 - w) + behind[i * 3 + c]! * w;
      out[i * 4 + c] = value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value);
    }
  }
  return out;
}

/** The backdrop under `rect`, blurred (with a margin, so the blur does not fade at its border). */
async function blurredBehind(backdrop: Buffer, rect: Rect, size: number): Promise<Buffer> {
  const sigma = Math.max(0.6, size * 0.012);
  const margin = Math.ceil(sigma * 3);
  const left = Math.max(0, rect.left - margin);
  const top = Math.max(0, rect.top - margin);
  const right = Math.min(size, rect.left + rect.width + margin);
  const bottom = Math.min(size, rect.top + rect.height + margin);
  const region = { width: right - left, height: bottom - top, channels: 3 as const };
  const crop = await sharp(backdrop, { raw: { width: size, height: size, channels: 3 } })
    .extract({ left, top, width: region.width, height: region.height })
    .raw()
    .toBuffer();
  // Two pipelines: in one, sharp would crop before it blurs.
  const blurred = await sharp(crop, { raw: region }).blur(sigma).raw().toBuffer();
  return sharp(blurred, { raw: region })
    .extract({
      left: rect.left - left,
      top: rect.top - top,
      width: rect.width,
      height: rect.height,
    })
    .raw()
    .toBuffer();
}
