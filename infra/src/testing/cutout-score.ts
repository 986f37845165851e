/**
 * How close a cut-out's alpha is to the truth (cutout-cases.ts), in the measures the matting
 * literature uses: IoU of the solid masks, alpha MAE over the whole frame, the boundary F-measure
 * within a tolerance (Perazzi et al.'s F for video segmentation, DAVIS), and debris: solid
 * cut-out pixels in parts that do not touch the product at all (specks of table, a second object).
 */
import { dilate, labelParts } from '@studio/orchestrator/images/mask-ops';

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

function boundaryF(alpha: Uint8Array, truth: Uint8Array, width: number, height: number): number {
  const found = boundary(solidMask(alpha), width, height);
  const real = boundary(solidMask(truth), width, height);
  const nearFound = dilate(found, width, height, BOUNDARY_TOLERANCE);
  const nearReal = dilate(real, width, height, BOUNDARY_TOLERANCE);
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
  const { label, sizes } = labelParts((i) => alpha[i]! >= SOLID, width, height);
  const touches = sizes.map(() => false);
  for (let i = 0; i < alpha.length; i++) {
    if (label[i]! >= 0 && truth[i]! >= SOLID) touches[label[i]!] = true;
  }
  const debris = sizes.reduce((sum, size, part) => (touches[part] ? sum : sum + size), 0);
  return debris / alpha.length;
}
