import { type Rgb } from '../colour';
import { mix, shade } from './canvas-pixels';
import {
  archPanel,
  clipToTop,
  type Cylinder,
  cylinderPodium,
  restingSphere,
  seamlessBackdrop,
} from './set-pieces';
import { type LightSide, type StudioStyle } from './studio-style';

export const PASTELS = ['blush', 'mint', 'lilac', 'sky', 'butter'] as const;
export type Pastel = (typeof PASTELS)[number];
export const PODIUMS = ['cylinder', 'steps', 'arch'] as const;
export type Podium = (typeof PODIUMS)[number];

/** Each pastel's paper backdrop and its podium, a lighter tone of the same colour. */
const COLOURS: Record<Pastel, { wall: Rgb; podium: Rgb }> = {
  blush: { wall: [232, 196, 190], podium: [243, 215, 208] },
  mint: { wall: [190, 222, 206], podium: [212, 235, 222] },
  lilac: { wall: [208, 198, 232], podium: [226, 219, 242] },
  sky: { wall: [188, 212, 234], podium: [212, 228, 243] },
  butter: { wall: [236, 220, 172], podium: [245, 234, 200] },
};

/**
 * Pastel Podium: the product on a matte cylinder podium in front of a seamless paper backdrop of
 * the same pastel, under a large soft box from one side: a short, soft cast shadow on the
 * podium's top, the podium shaded round its curve. `steps` adds a lower, wider podium behind it;
 * `arch` an arched panel behind the product, a touch out of focus. The product is 60% of the
 * frame's height.
 */
export function pastelPodium(colour: Pastel, podium: Podium, light: LightSide): StudioStyle {
  const { wall, podium: face } = COLOURS[colour];
  const away = light === 'left' ? 1 : -1;
  return {
    seed: `pastel-podium:${colour}:${podium}:${light}`,
    light,
    view: 'standing',
    height: 0.6,
    maxWidth: 0.72,
    anchorY: 0.76,
    lightColour: [255, 250, 244],
    exposure: 1,
    shadow: {
      colour: shade(mix(wall, [60, 50, 70], 0.35), 0.62),
      contact: 0.85,
      cast: 0.85,
      reach: { x: 0.55, y: 0.24 },
      tip: 0.12,
      softness: 0.03,
      backdrop: 0.45,
    },
    reflection: 0,
    vignette: 0.16,
    grain: 2.2,
    drawSet(ctx, { size, product, base }) {
      const rx = Math.min(0.46 * size, Math.max(0.27 * size, product.width * 0.62 + 0.07 * size));
      const cx = product.left + product.width / 2;
      seamlessBackdrop(ctx, size, { colour: wall, horizon: 0.8, light, halo: cx });
      if (podium === 'cylinder') {
        // A sphere of the podium's colour on the floor behind, where the podium leaves room.
        restingSphere(ctx, {
          cx: cx - away * (rx + size * 0.04),
          floor: size * 0.845,
          r: size * 0.11,
          colour: shade(face, 0.97),
          light,
          size,
        });
      }
      const top: Cylinder = {
        cx,
        top: base - rx * 0.035,
        rx,
        ry: rx * 0.17,
        height: size * 0.24,
      };
      if (podium === 'arch') {
        archPanel(ctx, {
          cx: top.cx - away * size * 0.08,
          width: Math.min(size * 0.66, rx * 2.1),
          top: size * 0.08,
          bottom: size * 0.82,
          colour: shade(wall, 0.93),
          light,
          size,
        });
      }
      if (podium === 'steps') {
        // A two-tier podium: the product's tier stands on a wider, lower one.
        top.height = size * 0.075;
        const lower: Cylinder = {
          cx: top.cx,
          top: top.top + top.height,
          rx: Math.min(size * 0.62, rx * 1.4),
          ry: Math.min(size * 0.62, rx * 1.4) * 0.17,
          height: size * 0.2,
        };
        cylinderPodium(ctx, lower, { colour: shade(face, 0.97), light, size });
        cylinderPodium(ctx, top, { colour: face, light, size, floorShadow: false });
        return { clip: clipToTop(top) };
      }
      cylinderPodium(ctx, top, { colour: face, light, size });
      return { clip: clipToTop(top) };
    },
  };
}
