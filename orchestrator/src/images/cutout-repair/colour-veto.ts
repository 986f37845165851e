import { dilate, erode } from '../mask-ops';
import { fitColourModel, logLikelihood, meanColours } from './colour-model';

const SOLID = 128;
/**
 * The product's body is the solid mask shrunk by this share of the photo's longer side (6 px of
 * 800): thin strands the model ran out along (a floor's seams from a chair's legs) fall out of it,
 * while legs, rims and arms keep a core.
 */
const CORE = 1 / 130;
/** The backdrop is sampled in a band this far from the product (12–60 px of 800): near enough
 * to be the same floor and wall, far enough not to be the product's own blurred edge. */
const BACKDROP_FROM = 1 / 66;
const BACKDROP_TO = 1 / 13;
/**
 * A pixel is vetoed when its colour is this many nats likelier under the backdrop's model than
 * under the body’s (e^9 ≈ 8,000 times): only colours the product does not have at all.
 */
const VETO = 9;
/**
 * An edge pixel is a blend of the product and the backdrop behind it (a wool fibre, an
 * anti-aliased rim); it is kept when some product colour blended with the backdrop estimated
 * there, at least this much of the product, explains it within BLEND_TOLERANCE levels (or three
 * times the backdrop's grain).
 */
const BLEND_LEAST = 0.2;
const BLEND_TOLERANCE = 12;
/** At most this many pixels sampled for each model: enough for five Gaussians, and quick. */
const SAMPLES = 20_000;

/**
 * Drops the parts of a model's mask whose colours belong to the backdrop and not to the product:
 * a segmentation model that meets a floor's seam at a chair's leg may run along it, keeping
 * grey lines that continue into the floor. The body's colours (the mask shrunk, see CORE) and the
 * backdrop's round it are each described by a colour model (colour-model.ts, as GrabCut keeps);
 * a solid pixel outside the body whose colour is far likelier the backdrop's is cleared. The
 * body itself is never touched, nor an edge pixel that is the product blended with the backdrop
 * (`estimate`, the backdrop estimated behind the product; `noise`, its grain). In place; `photo`
 * is raw with `channels` a pixel. Answers the pixels it cleared (1 each).
 */
export function vetoBackdropColours(
  alpha: Uint8Array,
  photo: Buffer,
  channels: number,
  estimate: Buffer,
  width: number,
  height: number,
  noise: number,
): Uint8Array {
  const side = Math.max(width, height);
  const solid = alpha.map((a) => (a >= SOLID ? 1 : 0));
  const body = erode(solid, width, height, Math.max(2, Math.round(side * CORE)));
  const near = dilate(solid, width, height, Math.max(2, Math.round(side * BACKDROP_FROM)));
  const far = dilate(solid, width, height, Math.max(4, Math.round(side * BACKDROP_TO)));
  const product = fitColourModel(sample(photo, channels, (i) => body[i] === 1));
  const backdrop = fitColourModel(sample(photo, channels, (i) => !near[i] && far[i] === 1));
  const vetoed = new Uint8Array(alpha.length);
  if (product.components.length === 0 || backdrop.components.length === 0) return vetoed;
  const productColours = meanColours(product);
  const tolerance = Math.max(BLEND_TOLERANCE, noise * 3);
  for (let i = 0; i < alpha.length; i++) {
    if (!solid[i] || body[i]) continue;
    const r = photo[i * channels]!;
    const g = photo[i * channels + 1]!;
    const b = photo[i * channels + 2]!;
    if (logLikelihood(backdrop, r, g, b) - logLikelihood(product, r, g, b) <= VETO) continue;
    const behind: Colour = [estimate[i * 3]!, estimate[i * 3 + 1]!, estimate[i * 3 + 2]!];
    if (blendExplains([r, g, b], productColours, behind, tolerance)) continue;
    alpha[i] = 0;
    vetoed[i] = 1;
  }
  return vetoed;
}

type Colour = [number, number, number];

/**
 * Whether `seen` is, within `tolerance`, some `front` colour laid over `behind` with an opacity
 * of at least BLEND_LEAST (the compositing equation, solved for the opacity by least squares).
 */
function blendExplains(seen: Colour, fronts: Colour[], behind: Colour, tolerance: number) {
  for (const front of fronts) {
    const d = [front[0] - behind[0], front[1] - behind[1], front[2] - behind[2]];
    const e = [seen[0] - behind[0], seen[1] - behind[1], seen[2] - behind[2]];
    const length = d[0]! ** 2 + d[1]! ** 2 + d[2]! ** 2;
    if (length === 0) continue;
    const opacity = Math.min(1, (d[0]! * e[0]! + d[1]! * e[1]! + d[2]! * e[2]!) / length);
    if (opacity < BLEND_LEAST) continue;
    const residual = Math.hypot(
      e[0]! - opacity * d[0]!,
      e[1]! - opacity * d[1]!,
      e[2]! - opacity * d[2]!,
    );
    if (residual <= tolerance) return true;
  }
  return false;
}

/** The colours of the pixels `chosen` picks, every so many so that at most SAMPLES are taken. */
function sample(photo: Buffer, channels: number, chosen: (i: number) => boolean): Float32Array {
  const pixels = photo.length / channels;
  let count = 0;
  for (let i = 0; i < pixels; i++) if (chosen(i)) count++;
  const step = Math.max(1, Math.ceil(count / SAMPLES));
  const out = new Float32Array(Math.ceil(count / step) * 3);
  let seen = 0;
  let taken = 0;
  for (let i = 0; i < pixels; i++) {
    if (!chosen(i)) continue;
    if (seen++ % step !== 0) continue;
    for (let ch = 0; ch < 3; ch++) out[taken * 3 + ch] = photo[i * channels + ch]!;
    taken++;
  }
  return out.subarray(0, taken * 3);
}
