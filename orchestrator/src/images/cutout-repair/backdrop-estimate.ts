import sharp from 'sharp';
import { dilate } from '../mask-ops';

/** The grid the backdrop is estimated on: backdrops are smooth, so a coarse one suffices. */
const GRID = 256;

/**
 * What the backdrop would look like behind the product: the photo's pixels away from the product
 * (outside `solid`, grown by a margin) spread inwards by normalised convolution (a blur of the
 * backdrop's pixels divided by the same blur of where they are), widening the blur until every
 * pixel is reached. Raw RGB at the photo's size. Used to ask of a pixel "is this the backdrop?":
 * for holes, shadows and parts the model missed.
 */
export async function estimateBackdrop(
  rgba: Buffer,
  solid: Uint8Array,
  width: number,
  height: number,
): Promise<Buffer> {
  const scale = Math.min(1, GRID / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const grown = dilate(solid, width, height, Math.max(2, Math.round(Math.max(width, height) / 60)));
  const weightFull = Buffer.from(grown.map((v) => (v ? 0 : 255)));
  const [small, weightSmall] = await Promise.all([
    sharp(rgba, { raw: { width, height, channels: 4 } })
      .removeAlpha()
      .resize(w, h, { fit: 'fill', kernel: 'linear' })
      .raw()
      .toBuffer(),
    sharp(weightFull, { raw: { width, height, channels: 1 } })
      .resize(w, h, { fit: 'fill', kernel: 'linear' })
      .toColourspace('b-w')
      .raw()
      .toBuffer(),
  ]);
  const n = w * h;
  const weight = new Float32Array(n);
  const colour = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    // Only pixels wholly away from the product speak for the backdrop.
    weight[i] = weightSmall[i]! === 255 ? 1 : 0;
    for (let c = 0; c < 3; c++) colour[i * 3 + c] = small[i * 3 + c]! * weight[i]!;
  }
  const estimate = new Float32Array(n * 3);
  const settled = new Uint8Array(n);
  for (const radius of [3, 9, 27, 81]) {
    const wBlur = boxBlur3(weight, w, h, 1, radius);
    const cBlur = boxBlur3(colour, w, h, 3, radius);
    for (let i = 0; i < n; i++) {
      if (settled[i] || wBlur[i]! < 0.02) continue;
      settled[i] = 1;
      for (let c = 0; c < 3; c++) estimate[i * 3 + c] = cBlur[i * 3 + c]! / wBlur[i]!;
    }
  }
  const out = Buffer.alloc(n * 3);
  for (let i = 0; i < n * 3; i++) out[i] = Math.max(0, Math.min(255, Math.round(estimate[i]!)));
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
}

/** Three passes of a box blur of `radius` (close to a Gaussian), each channel alike, edges clamped. */
function boxBlur3(
  data: Float32Array,
  width: number,
  height: number,
  channels: number,
  radius: number,
): Float32Array {
  let a = data;
  for (let pass = 0; pass < 3; pass++) {
    a = boxPass(a, width, height, channels, radius, true);
    a = boxPass(a, width, height, channels, radius, false);
  }
  return a;
}

function boxPass(
  data: Float32Array,
  width: number,
  height: number,
  channels: number,
  radius: number,
  horizontal: boolean,
): Float32Array {
  const out = new Float32Array(data.length);
  const [lines, length] = horizontal ? [height, width] : [width, height];
  const at = (line: number, k: number) =>
    horizontal ? (line * width + k) * channels : (k * width + line) * channels;
  const span = radius * 2 + 1;
  for (let line = 0; line < lines; line++) {
    for (let c = 0; c < channels; c++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        sum += data[at(line, Math.min(length - 1, Math.max(0, k)))! + c]!;
      }
      for (let k = 0; k < length; k++) {
        out[at(line, k) + c] = sum / span;
        const leaving = Math.max(0, k - radius);
        const entering = Math.min(length - 1, k + radius + 1);
        sum += data[at(line, entering) + c]! - data[at(line, leaving) + c]!;
      }
    }
  }
  return out;
}
