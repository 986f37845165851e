import { type Rect } from '../../providers/local/scenes/scene-plan';
import { labelParts } from '../mask-ops';

/** Alpha at or above this is solid. */
const SOLID = 128;
/** Alpha below this is noise: a model's faint belief about the backdrop. */
const NOISE = 8;
/** Another part stays with the main one when at least this share of its solid area… */
const PART_SHARE = 0.02;
/** …and no farther from it than this share of the photo's longer side (a pair of earrings). */
const NEAR = 0.03;

/**
 * Keeps the object a product photographer would mean: of the mask's separate parts, the one with
 * the most solid area weighted towards the middle of the frame, with whatever lies close to it
 * (a lid beside its jar, the other earring); the other objects (a plant beside the bottle, a
 * person beside the car) and specks are cleared and answered, so the creator can have them back.
 * In place.
 */
export function keepMainSubject(alpha: Uint8Array, width: number, height: number): Rect[] {
  for (let i = 0; i < alpha.length; i++) if (alpha[i]! < NOISE) alpha[i] = 0;
  const { label, sizes } = labelParts((i) => alpha[i]! > 0, width, height);
  const parts = sizes.map(() => ({ solid: 0, minX: width, minY: height, maxX: -1, maxY: -1 }));
  for (let i = 0; i < alpha.length; i++) {
    const part = label[i]!;
    if (part < 0) continue;
    const p = parts[part]!;
    const x = i % width;
    const y = (i - x) / width;
    if (alpha[i]! >= SOLID) p.solid++;
    if (x < p.minX) p.minX = x;
    if (x > p.maxX) p.maxX = x;
    if (y < p.minY) p.minY = y;
    if (y > p.maxY) p.maxY = y;
  }
  const halfDiagonal = Math.hypot(width, height) / 2;
  const weight = (p: (typeof parts)[number]) => {
    const off = Math.hypot((p.minX + p.maxX) / 2 - width / 2, (p.minY + p.maxY) / 2 - height / 2);
    return p.solid * (1 - 0.6 * (off / halfDiagonal));
  };
  let main = -1;
  parts.forEach((p, k) => {
    if (p.solid > 0 && (main < 0 || weight(p) > weight(parts[main]!))) main = k;
  });
  if (main < 0) {
    alpha.fill(0);
    return [];
  }
  const m = parts[main]!;
  const reach = Math.max(width, height) * NEAR;
  const keep = parts.map((p, k) => {
    if (k === main) return true;
    const gapX = Math.max(0, p.minX - m.maxX, m.minX - p.maxX);
    const gapY = Math.max(0, p.minY - m.maxY, m.minY - p.maxY);
    return p.solid >= m.solid * PART_SHARE && Math.hypot(gapX, gapY) <= reach;
  });
  for (let i = 0; i < alpha.length; i++) if (label[i]! >= 0 && !keep[label[i]!]) alpha[i] = 0;
  // What was dropped and big enough to be an object rather than a speck, largest first.
  return parts
    .filter((p, k) => !keep[k] && p.solid >= m.solid * PART_SHARE)
    .sort((a, b) => b.solid - a.solid)
    .map((p) => ({
      left: p.minX,
      top: p.minY,
      width: p.maxX - p.minX + 1,
      height: p.maxY - p.minY + 1,
    }));
}
