/**
 * Edge refinement against the photo's own edges: a guided filter (He, Sun and Tang, "Guided Image
 * Filtering", 2010) of the alpha with the photo's luminance as its guide. Within a window the
 * alpha is fitted as a linear function of the luminance: where the photo has an edge (its variance
 * well above `EPSILON`) the alpha follows it; where the photo is flat but grainy (a mug's glaze
 * seen through sensor noise) the alpha is smoothed instead of following the grain, which is what
 * made edges look furry. Only the band round the outline changes: the product's body and the
 * backdrop far from it keep their alpha. In place.
 */
import { dilate } from '../mask-ops';

const EPSILON = 0.002;
/** Fitted alpha within this of 0 or 1 is taken as 0 or 1. */
const HAZE = 0.06;

export function refineEdge(
  alpha: Uint8Array,
  photo: Buffer,
  channels: number,
  width: number,
  height: number,
): void {
  const radius = Math.max(1, Math.round(Math.max(width, height) / 1024));
  const n = width * height;
  const guide = new Float32Array(n);
  const p = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const o = i * channels;
    guide[i] = (0.2126 * photo[o]! + 0.7152 * photo[o + 1]! + 0.0722 * photo[o + 2]!) / 255;
    p[i] = alpha[i]! / 255;
  }
  const box = (values: Float32Array) => boxMean(values, width, height, radius);
  const meanI = box(guide);
  const meanP = box(p);
  const corrI = box(guide.map((v) => v * v));
  const corrIP = box(guide.map((v, i) => v * p[i]!));
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const variance = corrI[i]! - meanI[i]! * meanI[i]!;
    const covariance = corrIP[i]! - meanI[i]! * meanP[i]!;
    a[i] = covariance / (variance + EPSILON);
    b[i] = meanP[i]! - a[i]! * meanI[i]!;
  }
  const meanA = box(a);
  const meanB = box(b);
  // The edge may move onto the photo's edge by a pixel, never grow a halo farther out: a halo
  // would also widen the cut-out's bounds, by which packshots and scenes size the product.
  const reach = dilate(
    alpha.map((v) => (v > 0 ? 1 : 0)),
    width,
    height,
    1,
  );
  for (let i = 0; i < n; i++) {
    // Away from the outline the window holds one side only: nothing to refine.
    if (!reach[i] || meanP[i]! <= 0.002 || meanP[i]! >= 0.998) continue;
    const q = meanA[i]! * guide[i]! + meanB[i]!;
    // The fit's faint tails either side of the edge are haze, not coverage.
    alpha[i] = q < HAZE ? 0 : q > 1 - HAZE ? 255 : Math.round(q * 255);
  }
}

/** The mean over a (2r + 1)² window at every pixel (the window clipped at the frame), by summed areas. */
function boxMean(values: Float32Array, width: number, height: number, radius: number) {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += values[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const total =
        sums[y1 * stride + x1]! -
        sums[y0 * stride + x1]! -
        sums[y1 * stride + x0]! +
        sums[y0 * stride + x0]!;
      out[y * width + x] = total / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}
