import { distance } from './backdrop-likeness';
import { dilate, labelParts } from '../mask-ops';

const SOLID = 128;
/** A hole smaller than this share of the product is a model's miss (a speck on a label). */
const SPECK = 0.005;
/**
 * A bigger hole is filled only when its pixels stray from the backdrop estimated behind them by
 * this many times the backdrop's own noise: an estimate inside a hole is spread from afar, so a
 * hole that shows a textured wall differs from it more than the backdrop's grain does.
 */
const CLEARLY = 8;
/**
 * A hole is also filled when the model, on average, half believed in it this much (of 255): it
 * saw something there (the neck of a clear bottle between its rims), where a handle's hole or the
 * gap between a chair's slats gets next to no belief at all.
 */
const HALF_SEEN = 48;
/** Solid pixels farther than this from the outline are the product's body: opaque. */
const EDGE_BAND = 2;

/**
 * Closes the holes inside the product's silhouette that the photo does not show the backdrop
 * through: a hole is a part of the not-solid pixels that does not reach the frame's edge; it stays
 * open (a mug's handle, the gaps of a chair's back) when its pixels look like the backdrop
 * estimated behind them and the model (`belief`, its foreground probability) saw next to nothing
 * there, and is filled otherwise (a label the model was unsure of, specks on glass, a clear
 * bottle's neck). In place.
 */
export function fillHoles(
  alpha: Uint8Array,
  photo: Buffer,
  channels: number,
  backdrop: Buffer,
  width: number,
  height: number,
  noise: number,
  belief?: Uint8Array,
): void {
  let productArea = 0;
  for (let i = 0; i < alpha.length; i++) if (alpha[i]! >= SOLID) productArea++;
  const { label, sizes } = labelParts((i) => alpha[i]! < SOLID, width, height);
  const touchesEdge = new Uint8Array(sizes.length);
  const far = new Float64Array(sizes.length);
  const believed = new Float64Array(sizes.length);
  for (let i = 0; i < alpha.length; i++) {
    const part = label[i]!;
    if (part < 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesEdge[part] = 1;
    far[part]! += distance(photo, channels, backdrop, i);
    if (belief) believed[part]! += belief[i]!;
  }
  const fill = sizes.map(
    (size, part) =>
      !touchesEdge[part] &&
      (size < productArea * SPECK ||
        far[part]! / size > noise * CLEARLY ||
        believed[part]! / size >= HALF_SEEN),
  );
  for (let i = 0; i < alpha.length; i++) if (label[i]! >= 0 && fill[label[i]!]) alpha[i] = 255;
  makeBodyOpaque(alpha, width, height);
}

/**
 * A product is opaque inside its outline; only its edge is soft (a fibre, an anti-aliased rim).
 * A model's partial belief inside the body (clear glass, a dark label) becomes opaque. In place.
 */
function makeBodyOpaque(alpha: Uint8Array, width: number, height: number): void {
  const outside = alpha.map((a) => (a < SOLID ? 1 : 0));
  const nearOutside = dilate(outside, width, height, EDGE_BAND);
  for (let i = 0; i < alpha.length; i++) if (!nearOutside[i]) alpha[i] = 255;
}
