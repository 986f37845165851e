import { ciede2000, rgbToLab } from './lab-colour';
import { gaussianBlur, gradients, lumaPlane, multiply, type Plane } from './float-planes';

/**
 * How far a generated scene's product is from the original, three ways, each blind to what the
 * others see:
 * - `ssim`: SSIM (Wang et al. 2004: Gaussian window σ 1.5, K1 0.01, K2 0.03) of the luma, averaged
 *   over the product's solid pixels: its shading, shape and pattern;
 * - `deltaE`: mean CIEDE2000 over the same pixels: its colour (a hue rotation keeps the luma, so
 *   SSIM alone misses it);
 * - `detail`: the mean gradient similarity over the solid pixels where either image has an edge:
 *   GMSD's gradient-magnitude similarity (Xue et al. 2014, c = 170) with the magnitudes' product
 *   replaced by the gradients' dot product, so an edge turned another way counts as changed. The
 *   label's print: a redrawn label whose mean colour and overall shading stay the same is caught.
 * `score` sums them up for people: the smallest of ssim, detail and 1 − ΔE/50 (ΔE 50 is another
 * colour altogether). The gate decides on each measure's own threshold (fidelity-check.ts).
 */
export interface FidelityScores {
  score: number;
  ssim: number;
  deltaE: number;
  detail: number;
}

const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;
const GMS_C = 170;
/** A pixel "has an edge" when its gradient magnitude (Prewitt / 3, in levels) reaches this. */
const EDGE = 8;
const DETAIL_SMOOTHING = 1;
/** ΔE at which the colour part of the score reaches 0. */
const DELTA_E_SPAN = 50;

/**
 * Compares `actual` (the scene as generated) with `expected` (the same scene with the original
 * product composited over it), both RGB bytes of one size, over `mask` (1: a solid product pixel).
 * Outside the product the two are the same pixels, so SSIM's window sees only the product's
 * differences even at its edge.
 */
export function measureFidelity(
  expected: Uint8Array,
  actual: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
): FidelityScores {
  const x = lumaPlane(expected, width, height);
  const y = lumaPlane(actual, width, height);
  const ssim = maskedMean(ssimMap(x, y), mask);
  const detail = edgeSimilarity(x, y, mask);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const o = i * 3;
    sum += ciede2000(
      rgbToLab(expected[o]!, expected[o + 1]!, expected[o + 2]!),
      rgbToLab(actual[o]!, actual[o + 1]!, actual[o + 2]!),
    );
    count++;
  }
  const deltaE = count ? sum / count : 0;
  const score = Math.max(0, Math.min(ssim, detail, 1 - deltaE / DELTA_E_SPAN));
  return { score, ssim, deltaE, detail };
}

function ssimMap(x: Plane, y: Plane): Float32Array {
  const blur = (p: Plane) => gaussianBlur(p, 1.5).data;
  const mx = blur(x);
  const my = blur(y);
  const mxx = blur(multiply(x, x));
  const myy = blur(multiply(y, y));
  const mxy = blur(multiply(x, y));
  const out = new Float32Array(mx.length);
  for (let i = 0; i < out.length; i++) {
    const ux = mx[i]!;
    const uy = my[i]!;
    const vx = mxx[i]! - ux * ux;
    const vy = myy[i]! - uy * uy;
    const cov = mxy[i]! - ux * uy;
    out[i] = ((2 * ux * uy + C1) * (2 * cov + C2)) / ((ux * ux + uy * uy + C1) * (vx + vy + C2));
  }
  return out;
}

function edgeSimilarity(x: Plane, y: Plane, mask: Uint8Array): number {
  // Smoothed first, as GMSD averages 2 × 2 before its gradients: a model's softer re-rendering of
  // a pixel-sharp edge is not lost detail.
  const a = gradients(gaussianBlur(x, DETAIL_SMOOTHING));
  const b = gradients(gaussianBlur(y, DETAIL_SMOOTHING));
  let sum = 0;
  let count = 0;
  for (let i = 0; i < mask.length; i++) {
    const na = a.gx[i]! ** 2 + a.gy[i]! ** 2;
    const nb = b.gx[i]! ** 2 + b.gy[i]! ** 2;
    if (!mask[i] || Math.max(na, nb) < EDGE * EDGE) continue;
    const dot = a.gx[i]! * b.gx[i]! + a.gy[i]! * b.gy[i]!;
    sum += (2 * dot + GMS_C) / (na + nb + GMS_C);
    count++;
  }
  // A plain product with a plain product drawn in its place has no detail to lose.
  return count ? sum / count : 1;
}

function maskedMean(values: Float32Array, mask: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    sum += values[i]!;
    count++;
  }
  return count ? sum / count : 1;
}
