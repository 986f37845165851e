import sharp from 'sharp';
import { labelParts } from './mask-ops';

/**
 * The finishing every cut-out shares, whichever remover made its mask (the ISNet model, the
 * classic flood fill, a cloud model): keep the product and drop stray specks, feather the edge a
 * pixel or so, and give the semi-transparent edge pixels the product's own colour, so no halo of
 * the old backdrop shows when the cut-out is laid on white or black. Packshots then trim to the
 * product with `trimToAlpha`.
 *
 * Images here are raw RGBA, 4 bytes a pixel, row by row; everything is deterministic.
 */
export interface RawRgba {
  data: Buffer;
  width: number;
  height: number;
}

/** Alpha at or above this is the product for sure: its colour is the product's own. */
const SURE_ALPHA = 250;
/** A part of the mask is product (not a speck) when its solid area is this share of the largest. */
const PART_SHARE = 0.02;
/** Alpha below this is noise: a model's faint belief about the backdrop. */
const NOISE_ALPHA = 8;

/**
 * The photo's pixels with `alpha` as their alpha, finished as described above; PNG. `pixels` is
 * raw RGBA or RGB of the same size (its own alpha, if any, is replaced). An empty mask (nothing
 * found) gives null: the caller decides what to show instead.
 */
export async function matteCutOut(
  pixels: { data: Buffer; channels: 3 | 4 },
  alpha: Uint8Array,
  width: number,
  height: number,
  options: { feather: number },
): Promise<Buffer | null> {
  if (!keepProduct(alpha, width, height)) return null;
  const soft =
    options.feather >= 0.3 ? await featherAlpha(alpha, width, height, options.feather) : alpha;
  const rgba = Buffer.alloc(width * height * 4);
  const { data, channels } = pixels;
  for (let i = 0; i < width * height; i++) {
    const a = soft[i]!;
    if (a === 0) continue; // fully transparent pixels stay zero: smaller, stable files
    rgba[i * 4] = data[i * channels]!;
    rgba[i * 4 + 1] = data[i * channels + 1]!;
    rgba[i * 4 + 2] = data[i * channels + 2]!;
    rgba[i * 4 + 3] = a;
  }
  decontaminate({ data: rgba, width, height });
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/**
 * Keeps the product: every 8-connected part of the mask whose solid area (alpha ≥ 128) is at least
 * PART_SHARE of the largest part's (so a pair of earrings stays a pair), and clears the rest and
 * the faint noise. Holes are left alone: the inside of a handle stays transparent. In place;
 * false when nothing solid is left.
 */
export function keepProduct(alpha: Uint8Array, width: number, height: number): boolean {
  for (let i = 0; i < alpha.length; i++) if (alpha[i]! < NOISE_ALPHA) alpha[i] = 0;
  const { label, sizes } = labelParts((i) => alpha[i] !== 0, width, height);
  const solid = sizes.map(() => 0);
  for (let i = 0; i < alpha.length; i++) if (alpha[i]! >= 128) solid[label[i]!]!++;
  const largest = Math.max(0, ...solid);
  if (largest === 0) {
    alpha.fill(0);
    return false;
  }
  const keep = solid.map((count) => count >= Math.max(1, largest * PART_SHARE));
  for (let i = 0; i < alpha.length; i++) if (alpha[i] !== 0 && !keep[label[i]!]) alpha[i] = 0;
  return true;
}

/** The alpha blurred by `sigma` pixels: a soft edge instead of a stair-stepped one. */
export async function featherAlpha(
  alpha: Uint8Array,
  width: number,
  height: number,
  sigma: number,
): Promise<Uint8Array> {
  const blurred = await sharp(Buffer.from(alpha.buffer, alpha.byteOffset, alpha.length), {
    raw: { width, height, channels: 1 },
  })
    .blur(sigma)
    .toColourspace('b-w') // keep one channel: sharp would otherwise write sRGB
    .raw()
    .toBuffer();
  return new Uint8Array(blurred.buffer, blurred.byteOffset, blurred.length);
}

/**
 * Colour decontamination: a semi-transparent edge pixel of a photo mixes the product with the old
 * backdrop, which shows as a halo (a beige fringe on white). Its colour is replaced by the
 * product's own, pulled inwards-out from the surely-opaque pixels: ring by ring, each edge pixel
 * takes the mean colour of its 8 neighbours already settled. Alpha is unchanged. In place.
 */
export function decontaminate(image: RawRgba): void {
  const { data, width, height } = image;
  const pixels = width * height;
  const settled = new Uint8Array(pixels);
  const queued = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) if (data[i * 4 + 3]! >= SURE_ALPHA) settled[i] = 1;

  const isEdge = (j: number) => !settled[j] && !queued[j] && data[j * 4 + 3]! > 0;
  let ring: number[] = [];
  for (let i = 0; i < pixels; i++) {
    if (settled[i]) {
      forNeighbours(i, width, height, (j) => {
        if (isEdge(j)) {
          queued[j] = 1;
          ring.push(j);
        }
      });
    }
  }
  while (ring.length > 0) {
    ring.sort((a, b) => a - b); // the same order every run, whatever order they were found in
    const mixed = new Float32Array(ring.length * 3);
    ring.forEach((i, k) => {
      let [r, g, b, n] = [0, 0, 0, 0];
      forNeighbours(i, width, height, (j) => {
        if (!settled[j]) return;
        r += data[j * 4]!;
        g += data[j * 4 + 1]!;
        b += data[j * 4 + 2]!;
        n++;
      });
      mixed[k * 3] = r / n;
      mixed[k * 3 + 1] = g / n;
      mixed[k * 3 + 2] = b / n;
    });
    const next: number[] = [];
    ring.forEach((i, k) => {
      data[i * 4] = Math.round(mixed[k * 3]!);
      data[i * 4 + 1] = Math.round(mixed[k * 3 + 1]!);
      data[i * 4 + 2] = Math.round(mixed[k * 3 + 2]!);
      settled[i] = 1;
    });
    for (const i of ring) {
      forNeighbours(i, width, height, (j) => {
        if (isEdge(j)) {
          queued[j] = 1;
          next.push(j);
        }
      });
    }
    ring = next;
  }
}

function forNeighbours(i: number, width: number, height: number, visit: (j: number) => void) {
  const x = i % width;
  const y = (i - x) / width;
  for (let dy = -1; dy <= 1; dy++) {
    const ny = y + dy;
    if (ny < 0 || ny >= height) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      if ((dx === 0 && dy === 0) || nx < 0 || nx >= width) continue;
      visit(ny * width + nx);
    }
  }
}

/** The image cropped to its visible pixels (alpha > 0); null when none is visible. */
export function trimToAlpha(image: RawRgba): RawRgba | null {
  const { data, width, height } = image;
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3]! === 0) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return null;
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    const from = ((minY + y) * width + minX) * 4;
    data.copy(out, y * w * 4, from, from + w * 4);
  }
  return { data: out, width: w, height: h };
}

/** Whether at least `share` of the border ring is transparent: the image is already a cut-out. */
export function hasTransparentBorder(image: RawRgba, share = 0.5): boolean {
  const { data, width, height } = image;
  let ring = 0;
  let clear = 0;
  const look = (x: number, y: number) => {
    ring++;
    if (data[(y * width + x) * 4 + 3]! < 128) clear++;
  };
  for (let x = 0; x < width; x++) {
    look(x, 0);
    if (height > 1) look(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    look(0, y);
    if (width > 1) look(width - 1, y);
  }
  return clear >= ring * share;
}
