import sharp from 'sharp';

export interface RemoveBackgroundOptions {
  /**
   * How far (CIE76 ΔE in Lab) a pixel may be from the backdrop colour and still count as backdrop.
   * About 2 is a just-noticeable difference; the default absorbs JPEG noise and paper texture.
   */
  tolerance?: number;
  /** Gaussian sigma, in pixels, of the soft alpha edge; 0 for a hard edge. Default: by size. */
  feather?: number;
  /** Inputs larger than this on their long side are scaled down first, to bound the work. */
  maxSide?: number;
}

const DEFAULT_TOLERANCE = 12;
const DEFAULT_MAX_SIDE = 2048;
/**
 * A backdrop that drifts slowly (light fall-off, a paper sweep) is followed step by step: a pixel
 * this close to the neighbour the fill came from joins the backdrop even beyond `tolerance`, up to
 * GRADIENT_REACH × tolerance from the backdrop colour, so a soft product edge cannot drain the
 * whole product.
 */
const GRADIENT_STEP = 2.5;
const GRADIENT_REACH = 2;
/** Opaque islands smaller than this share of the image are dust or noise, not product. */
const SPECK_SHARE = 0.0002;
/** An input whose border is already this transparent is a cut-out: it is kept as it is. */
const CUT_OUT_BORDER_SHARE = 0.5;

/**
 * Cuts the product out of a photo shot on a plain backdrop, by flood fill from the edges.
 *
 * 1. The backdrop colour is the most common colour of the border pixels (so a product that
 *    touches the frame does not skew it).
 * 2. A flood fill starts at every border pixel close to that colour (ΔE in Lab) and spreads to
 *    neighbours that are close to it too, or that continue a gentle gradient.
 * 3. Everything the fill reached becomes transparent; what it could not reach stays opaque, so a
 *    backdrop-coloured hole inside the product (the inside of a handle, a white label) is kept.
 * 4. Tiny opaque specks are dropped, then the mask is blurred and applied inside the product only,
 *    so the edge is soft without a halo of backdrop colour.
 *
 * Deterministic: the same input and options give the same bytes. Output: PNG with alpha, at the
 * input's size (or scaled to `maxSide`).
 */
export async function removeBackground(
  input: Buffer,
  options: RemoveBackgroundOptions = {},
): Promise<Buffer> {
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const maxSide = options.maxSide ?? DEFAULT_MAX_SIDE;
  const { data, info } = await sharp(input)
    .autoOrient()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const feather = options.feather ?? Math.max(0.8, Math.max(width, height) / 800);

  const border = borderIndices(width, height);
  const transparentBorder = border.filter((i) => data[i * 4 + 3]! < 128).length;
  if (transparentBorder >= border.length * CUT_OUT_BORDER_SHARE) {
    return encode(data, width, height);
  }

  const lab = toLab(data, width * height);
  const backdrop = backdropColour(data, lab, border);
  const filled = floodFill({ data, lab, width, border, backdrop, tolerance });
  dropSpecks(filled, width, Math.max(4, Math.round(width * height * SPECK_SHARE)));
  const alpha = await featheredAlpha(filled, width, height, feather);

  const out = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const a = Math.min(alpha[i]!, data[i * 4 + 3]!);
    if (a === 0) continue; // fully transparent pixels are zeroed: smaller, stable files
    out[i * 4] = data[i * 4]!;
    out[i * 4 + 1] = data[i * 4 + 1]!;
    out[i * 4 + 2] = data[i * 4 + 2]!;
    out[i * 4 + 3] = a;
  }
  return encode(out, width, height);
}

function encode(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** Pixel indices of the outermost ring, each once. */
function borderIndices(width: number, height: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < width; x++) {
    out.push(x);
    if (height > 1) out.push((height - 1) * width + x);
  }
  for (let y = 1; y < height - 1; y++) {
    out.push(y * width);
    if (width > 1) out.push(y * width + width - 1);
  }
  return out;
}

const LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function labF(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

/** sRGB (RGBA bytes) to CIE Lab (D65), three floats per pixel. */
function toLab(rgba: Buffer, pixels: number): Float32Array {
  const lab = new Float32Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const r = LINEAR[rgba[i * 4]!]!;
    const g = LINEAR[rgba[i * 4 + 1]!]!;
    const b = LINEAR[rgba[i * 4 + 2]!]!;
    const fx = labF((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const fy = labF(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const fz = labF((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    lab[i * 3] = 116 * fy - 16;
    lab[i * 3 + 1] = 500 * (fx - fy);
    lab[i * 3 + 2] = 200 * (fy - fz);
  }
  return lab;
}

function deltaE(lab: Float32Array, i: number, l: number, a: number, b: number): number {
  const dl = lab[i * 3]! - l;
  const da = lab[i * 3 + 1]! - a;
  const db = lab[i * 3 + 2]! - b;
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** The mean Lab colour of the most common (quantised) opaque border colour. */
function backdropColour(
  rgba: Buffer,
  lab: Float32Array,
  border: number[],
): [number, number, number] {
  const counts = new Map<number, number>();
  for (const i of border) {
    if (rgba[i * 4 + 3]! < 128) continue;
    const key =
      ((rgba[i * 4]! >> 4) << 8) | ((rgba[i * 4 + 1]! >> 4) << 4) | (rgba[i * 4 + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best = -1;
  let bestCount = 0;
  // Ties go to the smaller key, so the choice does not depend on Map order.
  for (const [key, count] of counts) {
    if (count > bestCount || (count === bestCount && key < best)) {
      best = key;
      bestCount = count;
    }
  }
  let l = 0;
  let a = 0;
  let b = 0;
  let n = 0;
  for (const i of border) {
    if (rgba[i * 4 + 3]! < 128) continue;
    const key =
      ((rgba[i * 4]! >> 4) << 8) | ((rgba[i * 4 + 1]! >> 4) << 4) | (rgba[i * 4 + 2]! >> 4);
    if (key !== best) continue;
    l += lab[i * 3]!;
    a += lab[i * 3 + 1]!;
    b += lab[i * 3 + 2]!;
    n++;
  }
  return n === 0 ? [100, 0, 0] : [l / n, a / n, b / n];
}

interface FillInput {
  data: Buffer;
  lab: Float32Array;
  width: number;
  border: number[];
  backdrop: [number, number, number];
  tolerance: number;
}

/** 1 for every pixel the backdrop fill reached from the border, 0 for the product. */
function floodFill(input: FillInput): Uint8Array {
  const { data, lab, width, border, tolerance } = input;
  const [bl, ba, bb] = input.backdrop;
  const pixels = data.length / 4;
  const filled = new Uint8Array(pixels);
  const queue = new Int32Array(pixels);
  let tail = 0;

  const isBackdrop = (i: number, from: number): boolean => {
    if (data[i * 4 + 3]! < 128) return true; // already transparent
    const d = deltaE(lab, i, bl, ba, bb);
    if (d <= tolerance) return true;
    if (from < 0 || d > tolerance * GRADIENT_REACH) return false;
    return deltaE(lab, i, lab[from * 3]!, lab[from * 3 + 1]!, lab[from * 3 + 2]!) <= GRADIENT_STEP;
  };

  for (const i of border) {
    if (!filled[i] && isBackdrop(i, -1)) {
      filled[i] = 1;
      queue[tail++] = i;
    }
  }
  const neighbours = new Int32Array(4);
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    const count = neighboursOf(i, width, pixels, neighbours);
    for (let k = 0; k < count; k++) {
      const j = neighbours[k]!;
      if (!filled[j] && isBackdrop(j, i)) {
        filled[j] = 1;
        queue[tail++] = j;
      }
    }
  }
  return filled;
}

/** Writes the 4-connected neighbours of pixel `i` into `out`; returns how many there are. */
function neighboursOf(i: number, width: number, pixels: number, out: Int32Array): number {
  let n = 0;
  const x = i % width;
  if (x > 0) out[n++] = i - 1;
  if (x < width - 1) out[n++] = i + 1;
  if (i >= width) out[n++] = i - width;
  if (i < pixels - width) out[n++] = i + width;
  return n;
}

/** Marks as backdrop every 4-connected opaque island smaller than `minArea` pixels. */
function dropSpecks(filled: Uint8Array, width: number, minArea: number): void {
  const pixels = filled.length;
  const seen = new Uint8Array(pixels);
  const component = new Int32Array(pixels);
  const neighbours = new Int32Array(4);
  for (let start = 0; start < pixels; start++) {
    if (filled[start] || seen[start]) continue;
    let tail = 0;
    component[tail++] = start;
    seen[start] = 1;
    for (let head = 0; head < tail; head++) {
      const count = neighboursOf(component[head]!, width, pixels, neighbours);
      for (let k = 0; k < count; k++) {
        const j = neighbours[k]!;
        if (!filled[j] && !seen[j]) {
          seen[j] = 1;
          component[tail++] = j;
        }
      }
    }
    if (tail < minArea) {
      for (let k = 0; k < tail; k++) filled[component[k]!] = 1;
    }
  }
}

/**
 * The product mask (255 product, 0 backdrop), blurred by `sigma`, kept only inside the product:
 * the edge pixels fade while the backdrop side stays fully transparent.
 */
async function featheredAlpha(
  filled: Uint8Array,
  width: number,
  height: number,
  sigma: number,
): Promise<Uint8Array> {
  const mask = Buffer.alloc(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = filled[i] ? 0 : 255;
  if (sigma < 0.3) return mask;
  const blurred = await sharp(mask, { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .toColourspace('b-w') // keep one channel: sharp would otherwise write sRGB
    .raw()
    .toBuffer();
  const alpha = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) alpha[i] = mask[i] ? blurred[i]! : 0;
  return alpha;
}
