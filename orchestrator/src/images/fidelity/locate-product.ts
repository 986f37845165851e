import { type Plane } from './float-planes';

/**
 * Where the product lies in a generated scene. Models asked to keep it in place mostly do, but may
 * nudge it: the gate searches translations (not scale or rotation) around the expected place for
 * the best normalised cross-correlation of the cut-out's luma, over its solid pixels only (the
 * backdrop around it differs by design).
 */

interface Point {
  x: number;
  y: number;
}

export interface Located {
  x: number;
  y: number;
  /** Correlation at (x, y), -1..1. */
  ncc: number;
}

/** Below this luma spread (levels) the product is plain: nothing to correlate, keep the place. */
const MIN_SPREAD = 2;
/** A shift is believed only when it correlates clearly better than the expected place. */
const BETTER_BY = 0.05;
const MIN_NCC = 0.5;

/**
 * The best top-left of `template` in `image` within `range` pixels of `around`; `expected` (where
 * the product was asked to be) unless that is clearly better (a redrawn product correlates poorly
 * everywhere, and must then be judged, and restored, where it was asked to be).
 */
export function locateProduct(
  image: Plane,
  template: Plane,
  mask: Uint8Array,
  { expected, around, range }: { expected: Point; around: Point; range: number },
): Located {
  const points: number[] = [];
  let mean = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    points.push(i);
    mean += template.data[i]!;
  }
  if (points.length === 0) return { ...expected, ncc: 0 };
  mean /= points.length;
  const centred = new Float32Array(points.length);
  const offsets = new Int32Array(points.length);
  let norm = 0;
  points.forEach((i, k) => {
    centred[k] = template.data[i]! - mean;
    norm += centred[k]! ** 2;
    offsets[k] = Math.floor(i / template.width) * image.width + (i % template.width);
  });
  if (Math.sqrt(norm / points.length) < MIN_SPREAD) return { ...expected, ncc: 0 };

  const correlate = (x: number, y: number): number => {
    const base = y * image.width + x;
    let sum = 0;
    let sumSq = 0;
    let cross = 0;
    for (let k = 0; k < offsets.length; k++) {
      const v = image.data[base + offsets[k]!]!;
      sum += v;
      sumSq += v * v;
      cross += centred[k]! * v;
    }
    const variance = sumSq - (sum * sum) / offsets.length;
    return variance <= 0 ? 0 : cross / Math.sqrt(norm * variance);
  };
  const fits = (x: number, y: number) =>
    x >= 0 && y >= 0 && x + template.width <= image.width && y + template.height <= image.height;

  const atExpected = fits(expected.x, expected.y) ? correlate(expected.x, expected.y) : -1;
  let best: Located = { ...expected, ncc: atExpected };
  for (let y = around.y - range; y <= around.y + range; y++) {
    for (let x = around.x - range; x <= around.x + range; x++) {
      if (!fits(x, y) || (x === expected.x && y === expected.y)) continue;
      const ncc = correlate(x, y);
      if (ncc > best.ncc) best = { x, y, ncc };
    }
  }
  return best.ncc >= MIN_NCC && best.ncc >= atExpected + BETTER_BY
    ? best
    : { ...expected, ncc: atExpected };
}
