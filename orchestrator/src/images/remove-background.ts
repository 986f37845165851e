import sharp from 'sharp';
import { hasTransparentBorder, matteCutOut } from './alpha-matte';

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
const GRADIENT_REACH = 1.4;

/**
 * Cuts the product out of a photo shot on a plain backdrop, by flood fill from the edges. No
 * model: our own code, permissively licensed (the `classic` remover).
 *
 * 1. The backdrop is modelled from the border: its most common colour picks the border pixels that
 *    are backdrop (so a product touching the frame does not count), and a plane fitted to their
 *    Lab colours over x and y follows light fall-off across the frame; a border of two surfaces
 *    (a wall and a table) gets a plane each.
 * 2. A flood fill starts at every border pixel close to that model (ΔE in Lab) and spreads to
 *    neighbours close to it too, or that continue a gentle gradient step by step.
 * 3. Everything the fill reached becomes transparent; what it could not reach stays opaque, so a
 *    backdrop-coloured hole inside the product (the inside of a handle, a white label) is kept.
 * 4. Morphological opening (erode, then dilate, by one pixel) removes the threads of backdrop the
 *    fill missed along the edge; then alpha-matte.ts keeps the product's parts and drops specks,
 *    feathers the edge and decontaminates its colours.
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

  if (hasTransparentBorder({ data, width, height })) return encode(data, width, height);

  const border = borderIndices(width, height);
  const lab = toLab(data, width * height);
  const backdrop = backdropModel(data, lab, width, border, tolerance);
  const filled = floodFill({ data, lab, width, border, backdrop, tolerance });
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = filled[i] ? 0 : Math.min(255, data[i * 4 + 3]!);
  open(alpha, width, height);
  const cutOut = await matteCutOut({ data, channels: 4 }, alpha, width, height, { feather });
  // Nothing was left (a plain photo): everything was backdrop.
  return cutOut ?? encode(Buffer.alloc(width * height * 4), width, height);
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

/** How far (ΔE) a pixel is from the backdrop expected where it is. */
interface Backdrop {
  distance(i: number): number;
}

/** Up to this many backdrop surfaces (a wall and a table; a sweep and its floor). */
const MAX_SURFACES = 3;
/** A further surface is looked for while this share of the border is not yet explained. */
const SURFACE_SHARE = 0.2;

/**
 * The backdrop, from the border: its most common (quantised) colour, and the border pixels within
 * 2 × tolerance of it, give a surface, a least-squares plane L, a, b = c0 + c1·x + c2·y, so a
 * backdrop lit from one side is expected darker on the other. While a fifth or more of the border
 * is left unexplained (a wall above a table), the most common colour of the rest gives another.
 */
function backdropModel(
  rgba: Buffer,
  lab: Float32Array,
  width: number,
  border: number[],
  tolerance: number,
): Backdrop {
  const key = (i: number) =>
    ((rgba[i * 4]! >> 4) << 8) | ((rgba[i * 4 + 1]! >> 4) << 4) | (rgba[i * 4 + 2]! >> 4);
  let rest = border.filter((i) => rgba[i * 4 + 3]! >= 128);
  // Each surface as L, a, b planes: c0 + c1·x + c2·y per channel, nine coefficients.
  const surfaces: number[][] = [];
  while (surfaces.length < MAX_SURFACES && rest.length >= border.length * SURFACE_SHARE) {
    const counts = new Map<number, number>();
    for (const i of rest) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
    let best = -1;
    let bestCount = 0;
    // Ties go to the smaller key, so the choice does not depend on Map order.
    for (const [k, count] of counts) {
      if (count > bestCount || (count === bestCount && k < best)) {
        best = k;
        bestCount = count;
      }
    }
    const mean = [0, 0, 0];
    let n = 0;
    for (const i of rest) {
      if (key(i) !== best) continue;
      for (let c = 0; c < 3; c++) mean[c]! += lab[i * 3 + c]!;
      n++;
    }
    const [ml, ma, mb] = mean.map((v) => v / n) as [number, number, number];
    const samples = rest.filter((i) => deltaE(lab, i, ml, ma, mb) <= tolerance * 2);
    const plane = fitPlanes(samples, lab, width);
    surfaces.push(plane ? plane.flat() : [ml, 0, 0, ma, 0, 0, mb, 0, 0]);
    const explained = new Set(samples);
    rest = rest.filter((i) => !explained.has(i));
  }
  if (surfaces.length === 0) surfaces.push([100, 0, 0, 0, 0, 0, 0, 0, 0]);
  // Each pixel's distance, once: the fill asks for some pixels up to four times. Over every pixel
  // of the photo, so no allocation inside the loop (a closure answering an array per pixel and
  // surface cost two thirds of a cut-out's time).
  const pixels = lab.length / 3;
  const distances = new Float32Array(pixels).fill(Infinity);
  for (const p of surfaces) {
    for (let i = 0, y = 0; y * width < pixels; y++) {
      for (let x = 0; x < width; x++, i++) {
        const d = deltaE(
          lab,
          i,
          p[0]! + p[1]! * x + p[2]! * y,
          p[3]! + p[4]! * x + p[5]! * y,
          p[6]! + p[7]! * x + p[8]! * y,
        );
        if (d < distances[i]!) distances[i] = d;
      }
    }
  }
  return { distance: (i) => distances[i]! };
}

/** Least-squares planes c0 + c1·x + c2·y for L, a and b over the samples; null if degenerate. */
function fitPlanes(samples: number[], lab: Float32Array, width: number): number[][] | null {
  // Normal equations AᵀA·c = Aᵀv with rows (1, x, y).
  const ata = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const atv = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  for (const i of samples) {
    const x = i % width;
    const y = (i - x) / width;
    const row = [1, x, y];
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) ata[r * 3 + c]! += row[r]! * row[c]!;
      for (let ch = 0; ch < 3; ch++) atv[ch]![r]! += row[r]! * lab[i * 3 + ch]!;
    }
  }
  const det = det3(ata);
  if (Math.abs(det) < 1e-6) return null;
  // Cramer's rule, one channel at a time.
  return atv.map((v) =>
    [0, 1, 2].map((col) => {
      const m = [...ata];
      for (let r = 0; r < 3; r++) m[r * 3 + col] = v[r]!;
      return det3(m) / det;
    }),
  );
}

function det3(m: number[]): number {
  const [a, b, c, d, e, f, g, h, k] = m as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return a * (e * k - f * h) - b * (d * k - f * g) + c * (d * h - e * g);
}

interface FillInput {
  data: Buffer;
  lab: Float32Array;
  width: number;
  border: number[];
  backdrop: Backdrop;
  tolerance: number;
}

/** 1 for every pixel the backdrop fill reached from the border, 0 for the product. */
function floodFill(input: FillInput): Uint8Array {
  const { data, lab, width, border, tolerance, backdrop } = input;
  const pixels = data.length / 4;
  const filled = new Uint8Array(pixels);
  const queue = new Int32Array(pixels);
  let tail = 0;

  const isBackdrop = (i: number, from: number): boolean => {
    if (data[i * 4 + 3]! < 128) return true; // already transparent
    const d = backdrop.distance(i);
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

/**
 * Morphological opening of the product mask by one pixel (3 × 3): erosion, then dilation. Threads
 * and single pixels of missed backdrop along the edge vanish; the product's shape is unchanged.
 */
function open(alpha: Uint8Array, width: number, height: number): void {
  const eroded = morph(alpha, width, height, 'erode');
  const opened = morph(eroded, width, height, 'dilate');
  alpha.set(opened);
}

function morph(
  alpha: Uint8Array,
  width: number,
  height: number,
  operation: 'erode' | 'dilate',
): Uint8Array {
  // A branch, not a Math.min / Math.max argument: the call through a parameter was a third of
  // the opening's time.
  const dilate = operation === 'dilate';
  const pick = (a: number, b: number) => (dilate ? (a > b ? a : b) : a < b ? a : b);
  // Separable: a 3-wide pass along rows, then along columns.
  const rows = new Uint8Array(alpha.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let v = alpha[i]!;
      if (x > 0) v = pick(v, alpha[i - 1]!);
      if (x < width - 1) v = pick(v, alpha[i + 1]!);
      rows[i] = v;
    }
  }
  const out = new Uint8Array(alpha.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let v = rows[i]!;
      if (y > 0) v = pick(v, rows[i - width]!);
      if (y < height - 1) v = pick(v, rows[i + width]!);
      out[i] = v;
    }
  }
  return out;
}
