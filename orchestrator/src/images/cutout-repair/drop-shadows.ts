import { likeness } from './backdrop-likeness';
import { boundsOf, labelParts } from '../mask-ops';

const SOLID = 128;
/** A shadow darkens the backdrop to between these shares of its brightness… */
const DARKEST = 0.15;
const LIGHTEST = 0.88;
/** …and keeps its hue within this chromaticity distance. */
const SAME_HUE = 0.012;
/** Shadows fall on the floor: the lowest share of the product's height. */
const FLOOR = 0.35;

/**
 * Drops the cast shadows a model kept with the product: parts of the cut-out whose pixels are the
 * backdrop darkened without a change of hue, lying almost wholly in the lowest part of the
 * product's box (on the floor) and reaching the cut-out's outline. In place.
 */
export function dropShadows(
  alpha: Uint8Array,
  photo: Buffer,
  channels: number,
  backdrop: Buffer,
  width: number,
  height: number,
): void {
  const bounds = boundsOf(
    alpha.map((a) => (a >= SOLID ? 1 : 0)),
    width,
    height,
  );
  if (!bounds) return;
  const floorTop = bounds.maxY - (bounds.maxY - bounds.minY) * FLOOR;
  const shadowy = (i: number) => {
    if (alpha[i]! < SOLID) return false;
    const { ratio, chroma } = likeness(photo, channels, backdrop, i);
    return ratio >= DARKEST && ratio <= LIGHTEST && chroma <= SAME_HUE;
  };
  const { label, sizes } = labelParts(shadowy, width, height);
  const low = new Float64Array(sizes.length);
  const outline = new Uint8Array(sizes.length);
  for (let i = 0; i < alpha.length; i++) {
    const part = label[i]!;
    if (part < 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (y >= floorTop) low[part]! += 1;
    if (
      (x > 0 && alpha[i - 1]! < SOLID) ||
      (x < width - 1 && alpha[i + 1]! < SOLID) ||
      (y > 0 && alpha[i - width]! < SOLID) ||
      (y < height - 1 && alpha[i + width]! < SOLID)
    ) {
      outline[part] = 1;
    }
  }
  const drop = sizes.map((size, part) => outline[part] === 1 && low[part]! >= size * 0.8);
  for (let i = 0; i < alpha.length; i++) if (label[i]! >= 0 && drop[label[i]!]) alpha[i] = 0;
}
