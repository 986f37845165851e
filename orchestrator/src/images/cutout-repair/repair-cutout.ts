import { type Rect } from '../../providers/local/scenes/scene-plan';
import { estimateBackdrop } from './backdrop-estimate';
import { distance } from './backdrop-likeness';
import { vetoBackdropColours } from './colour-veto';
import { dropShadows } from './drop-shadows';
import { fillHoles } from './fill-holes';
import { refineEdge } from './guided-edge';
import { keepMainSubject } from './main-subject';
import { dilate } from '../mask-ops';

/** The repairs, each of which can be switched off to measure what it buys (the benchmark). */
export interface RepairSteps {
  mainSubject: boolean;
  shadows: boolean;
  colours: boolean;
  holes: boolean;
  edge: boolean;
}

export const ALL_REPAIRS: RepairSteps = {
  mainSubject: true,
  shadows: true,
  colours: true,
  holes: true,
  edge: true,
};

/**
 * Repairs a segmentation model's mask against the photo it came from: keeps the main subject,
 * drops the cast shadows it kept and the strands of backdrop it ran out along, and closes holes the backdrop does not show through (see each
 * step's file). Answers the objects it dropped, so the
 * creator can have them back. `alpha` is changed in place; `photo` is raw, `channels` a pixel;
 * `belief`, when given, is the model's own foreground probability (0–255) before `alpha` was
 * made from it.
 */
export async function repairCutout(
  alpha: Uint8Array,
  photo: Buffer,
  channels: 3 | 4,
  width: number,
  height: number,
  steps: RepairSteps = ALL_REPAIRS,
  belief?: Uint8Array,
): Promise<{ dropped: Rect[] }> {
  const dropped = steps.mainSubject ? keepMainSubject(alpha, width, height) : [];
  if (!steps.shadows && !steps.colours && !steps.holes && !steps.edge) return { dropped };
  const solid = alpha.map((a) => (a >= 128 ? 1 : 0));
  const rgba = channels === 4 ? photo : toRgba(photo, width, height);
  const backdrop = await estimateBackdrop(rgba, solid, width, height);
  const noise = backdropNoise(photo, channels, backdrop, solid, width, height);
  if (steps.shadows) dropShadows(alpha, photo, channels, backdrop, width, height);
  // What the veto cleared is the backdrop whatever the model believed there.
  const believed = belief && Uint8Array.from(belief);
  if (steps.colours) {
    const vetoed = vetoBackdropColours(alpha, photo, channels, backdrop, width, height, noise);
    if (believed) for (let i = 0; i < vetoed.length; i++) if (vetoed[i]) believed[i] = 0;
  }
  if (steps.holes) fillHoles(alpha, photo, channels, backdrop, width, height, noise, believed);
  if (steps.mainSubject) keepMainSubject(alpha, width, height);
  if (steps.edge) refineEdge(alpha, photo, channels, width, height);
  return { dropped };
}

/**
 * How far the backdrop's own pixels stray from its estimate (grain, texture): the median distance
 * over the pixels well away from the product, at least a few levels.
 */
function backdropNoise(
  photo: Buffer,
  channels: number,
  backdrop: Buffer,
  solid: Uint8Array,
  width: number,
  height: number,
): number {
  const near = dilate(solid, width, height, Math.max(2, Math.round(Math.max(width, height) / 40)));
  const histogram = new Uint32Array(442);
  let count = 0;
  for (let i = 0; i < solid.length; i += 3) {
    if (near[i]) continue;
    histogram[Math.round(distance(photo, channels, backdrop, i))]!++;
    count++;
  }
  let seen = 0;
  for (let d = 0; d < histogram.length; d++) {
    seen += histogram[d]!;
    if (seen >= count / 2) return Math.max(4, d);
  }
  return 4;
}

function toRgba(rgb: Buffer, width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height * 4, 255);
  for (let i = 0; i < width * height; i++) rgb.copy(out, i * 4, i * 3, i * 3 + 3);
  return out;
}
