/**
 * How close a cut-out's alpha is to the truth (cutout-cases.ts), in the measures the matting
 * literature uses: IoU of the solid masks, alpha MAE over the whole frame, the boundary F-measure
 * within a tolerance (Perazzi et al.'s F for video segmentation, DAVIS), and debris: solid
 * cut-out pixels in parts that do not touch the product at all (specks of table, a second object).
 */
export interface CutoutScore {
  iou: number;
  /** Mean |alpha − truth| over the frame, 0–1. */
  mae: number;
  /** Boundary F-measure with a 3-pixel tolerance. */
  boundaryF: number;
  /** Share of the frame that is solid in the cut-out but in a part the truth does not touch. */
  debris: number;
}

/** Alpha at or above this is solid (the product), below it is not. */
const SOLID = 128;
const BOUNDARY_TOLERANCE = 3;

export function scoreCutout(
  alpha: Uint8Array,
  truth: Uint8Array,
  width: number,
  height: number,
): CutoutScore {
  const pixels = width * height;
  let both = 0;
  let either = 0;
  let error = 0;
  for (let i = 0; i < pixels; i++) {
    const a = alpha[i]! >= SOLID;
    const t = truth[i]! >= SOLID;
    if (a && t) both++;
    if (a || t) either++;
    error += Math.abs(alpha[i]! - truth[i]!);
  }
  return {
    iou: either === 0 ? 1 : both / either,
    mae: error / 255 / pixels,
    boundaryF: boundaryF(alpha, truth, width, height),
    debris: debrisShare(alpha, truth, width, height),
  };
}

function solidMask(alpha: Uint8Array): Uint8Array {
  return alpha.map((a) => (a >= SOLID ? 1 : 0));
}

/** Solid pixels with a 4-neighbour that is not solid (or the frame's edge). */
function boundary(mask: Uint8Array, width: number, height: number): Uint8Array {
  const edge = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      if (
        (x > 0 && !mask[i - 1]) ||
        (x < width - 1 && !mask[i + 1]) ||
        (y > 0 && !mask[i - width]) ||
        (y < height - 1 && !mask[i + width])
      ) {
        edge[i] = 1;
      }
    }
  }
  return edge;
}

/** Chessboard distance to the nearest set pixel, capped at `cap` (two passes per axis). */
function near(mask: Uint8Array, width: number, height: number, cap: number): Uint8Array {
  // Dilation by a (2 cap + 1) square, done as a row pass then a column pass.
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) last = x;
      if (x - last <= cap) rows[y * width + x] = 1;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (mask[y * width + x]) last = x;
      if (last - x <= cap) rows[y * width + x] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) last = y;
      if (y - last <= cap) out[y * width + x] = 1;
    }
    last = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) last = y;
      if (last - y <= cap) out[y * width + x] = 1;
    }
  }
  return out;
}

function boundaryF(alpha: Uint8Array, truth: Uint8Array, width: number, height: number): number {
  const found = boundary(solidMask(alpha), width, height);
  const real = boundary(solidMask(truth), width, height);
  const nearFound = near(found, width, height, BOUNDARY_TOLERANCE);
  const nearReal = near(real, width, height, BOUNDARY_TOLERANCE);
  let [foundCount, foundHits, realCount, realHits] = [0, 0, 0, 0];
  for (let i = 0; i < found.length; i++) {
    if (found[i]) {
      foundCount++;
      if (nearReal[i]) foundHits++;
    }
    if (real[i]) {
      realCount++;
      if (nearFound[i]) realHits++;
    }
  }
  if (foundCount === 0 || realCount === 0) return foundCount === realCount ? 1 : 0;
  const precision = foundHits / foundCount;
  const recall = realHits / realCount;
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

/** Solid cut-out pixels in 8-connected parts that share no pixel with the true product. */
function debrisShare(alpha: Uint8Array, truth: Uint8Array, width: number, height: number): number {
  const mask = solidMask(alpha);
  const seen = new Uint8Array(mask.length);
  const queue = new Int32Array(mask.length);
  let debris = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    let touches = false;
    for (let head = 0; head < tail; head++) {
      const i = queue[head]!;
      if (truth[i]! >= SOLID) touches = true;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            queue[tail++] = j;
          }
        }
      }
    }
    if (!touches) debris += tail;
  }
  return debris / mask.length;
}
