/**
 * A colour model of one region of a photo: a mixture of Gaussians in RGB, the model GrabCut keeps
 * of the foreground and the background (Rother, Kolmogorov and Blake, "GrabCut", 2004): k-means
 * splits the region's colours into a few clusters and each cluster becomes a Gaussian with its own
 * covariance, so a wooden chair's lit and shaded browns, or a floor and its dark seams, are each
 * described well. Written here rather than taken from a package: the repair needs only the fit
 * and the likelihood, and its k-means starts from fixed quantiles so a cut-out is reproducible.
 */

const COMPONENTS = 5;
const KMEANS_ROUNDS = 10;
/**
 * Added to each variance (in levels²): sensor noise of about two levels, so a flat region's
 * Gaussian is not infinitely narrow and a JPEG's rounding does not make its own colours unlikely.
 */
const NOISE_VARIANCE = 4;

interface Component {
  mean: [number, number, number];
  /** The inverse covariance, row by row. */
  inverse: number[];
  /** log of the weight over √((2π)³ |Σ|). */
  logNorm: number;
}

export interface ColourModel {
  components: Component[];
}

/** The mean colour of each of the model's components. */
export function meanColours(model: ColourModel): Array<[number, number, number]> {
  return model.components.map((c) => c.mean);
}

/** Fits a model to `samples`: RGB triples one after another. */
export function fitColourModel(samples: Float32Array): ColourModel {
  const n = samples.length / 3;
  if (n === 0) return { components: [] };
  const assignment = kMeans(samples, n, Math.min(COMPONENTS, n));
  const components: Component[] = [];
  for (let k = 0; k <= Math.max(...assignment); k++) {
    const component = gaussianOf(samples, assignment, k, n);
    if (component) components.push(component);
  }
  return { components };
}

/**
 * The log-likelihood of a colour under the model (−Infinity under an empty one), summed in the
 * log domain so that a colour far from every component still compares (no underflow to zero).
 */
export function logLikelihood(model: ColourModel, r: number, g: number, b: number): number {
  let best = -Infinity;
  const terms = model.components.map((c) => {
    const dr = r - c.mean[0];
    const dg = g - c.mean[1];
    const db = b - c.mean[2];
    const v = c.inverse;
    const q =
      dr * (v[0]! * dr + v[1]! * dg + v[2]! * db) +
      dg * (v[3]! * dr + v[4]! * dg + v[5]! * db) +
      db * (v[6]! * dr + v[7]! * dg + v[8]! * db);
    const term = c.logNorm - q / 2;
    if (term > best) best = term;
    return term;
  });
  if (best === -Infinity) return best;
  let sum = 0;
  for (const term of terms) sum += Math.exp(term - best);
  return best + Math.log(sum);
}

/** Cluster labels, starting from colours at evenly spaced brightness quantiles. */
function kMeans(samples: Float32Array, n: number, k: number): Int32Array {
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => brightness(samples, a) - brightness(samples, b),
  );
  const centres = new Float64Array(k * 3);
  for (let c = 0; c < k; c++) {
    const i = order[Math.floor(((c + 0.5) / k) * n)]!;
    for (let ch = 0; ch < 3; ch++) centres[c * 3 + ch] = samples[i * 3 + ch]!;
  }
  const assignment = new Int32Array(n);
  for (let round = 0; round < KMEANS_ROUNDS; round++) {
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < k; c++) {
        const d =
          (samples[i * 3]! - centres[c * 3]!) ** 2 +
          (samples[i * 3 + 1]! - centres[c * 3 + 1]!) ** 2 +
          (samples[i * 3 + 2]! - centres[c * 3 + 2]!) ** 2;
        if (d < bestDistance) [best, bestDistance] = [c, d];
      }
      assignment[i] = best;
    }
    const sums = new Float64Array(k * 4);
    for (let i = 0; i < n; i++) {
      const c = assignment[i]!;
      for (let ch = 0; ch < 3; ch++) sums[c * 4 + ch]! += samples[i * 3 + ch]!;
      sums[c * 4 + 3]!++;
    }
    for (let c = 0; c < k; c++) {
      const count = sums[c * 4 + 3]!;
      if (count) for (let ch = 0; ch < 3; ch++) centres[c * 3 + ch] = sums[c * 4 + ch]! / count;
    }
  }
  return assignment;
}

function brightness(samples: Float32Array, i: number): number {
  return samples[i * 3]! + samples[i * 3 + 1]! + samples[i * 3 + 2]!;
}

function gaussianOf(
  samples: Float32Array,
  assignment: Int32Array,
  k: number,
  n: number,
): Component | null {
  let count = 0;
  const sum = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    if (assignment[i] !== k) continue;
    count++;
    for (let ch = 0; ch < 3; ch++) sum[ch]! += samples[i * 3 + ch]!;
  }
  if (count === 0) return null;
  const mean: [number, number, number] = [sum[0]! / count, sum[1]! / count, sum[2]! / count];
  const cov: Matrix3 = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    if (assignment[i] !== k) continue;
    for (let a = 0; a < 3; a++) {
      for (let b = 0; b < 3; b++) {
        cov[a * 3 + b]! += (samples[i * 3 + a]! - mean[a]!) * (samples[i * 3 + b]! - mean[b]!);
      }
    }
  }
  for (let j = 0; j < 9; j++) cov[j]! /= count;
  for (let a = 0; a < 3; a++) cov[a * 4]! += NOISE_VARIANCE;
  const { determinant, inverse } = invert3(cov);
  const logNorm = Math.log(count / n) - 0.5 * (3 * Math.log(2 * Math.PI) + Math.log(determinant));
  return { mean, inverse, logNorm };
}

/** A 3 × 3 matrix, row by row. */
type Matrix3 = [number, number, number, number, number, number, number, number, number];

function invert3([a, b, c, d, e, f, g, h, i]: Matrix3): { determinant: number; inverse: number[] } {
  const A = e * i - f * h;
  const B = f * g - d * i;
  const C = d * h - e * g;
  const determinant = a * A + b * B + c * C;
  const inverse = [
    A,
    c * h - b * i,
    b * f - c * e,
    B,
    a * i - c * g,
    c * d - a * f,
    C,
    b * g - a * h,
    a * e - b * d,
  ].map((v) => v / determinant);
  return { determinant, inverse };
}
