import { createNoise, fbm, mulberry32 } from '@studio/orchestrator/providers/local/scenes/noise';
import { type Canvas } from './photograph';

/**
 * The surfaces creators shoot on, painted into raw pixels with seeded noise: a wall above a
 * table (wood, white laminate, black velvet), a grey studio sweep, a tiled floor. Every one is lit
 * from the upper left with a vignette, as a window-lit room is.
 */
type Rgb = [number, number, number];

interface WallAndTable {
  width: number;
  height: number;
  /** Where the wall meets the table, as a share of the height. */
  horizon: number;
  wall: (x: number, y: number) => Rgb;
  table: (x: number, y: number) => Rgb;
}

function paint(scene: WallAndTable): Canvas {
  const { width, height } = scene;
  const rgb = new Float32Array(width * height * 3);
  const horizon = Math.round(scene.horizon * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour = y < horizon ? scene.wall(x, y) : scene.table(x, y);
      // The corner where wall meets table gets less light.
      const corner = Math.max(0, 1 - Math.abs(horizon - y) / (height * 0.08));
      colour = scale(colour, 1 - 0.16 * corner * corner);
      const light = lighting(x / width, y / height);
      const i = (y * width + x) * 3;
      rgb[i] = colour[0] * light;
      rgb[i + 1] = colour[1] * light;
      rgb[i + 2] = colour[2] * light;
    }
  }
  return { width, height, rgb };
}

/** Planks running back towards the wall, with grain, seams and knots; `base` is the wood's tone. */
function planks(width: number, height: number, horizon: number, base: Rgb, seed: number) {
  const random = mulberry32(seed);
  const grain = createNoise(random);
  const plankWidth = width * 0.16;
  return (x: number, y: number): Rgb => {
    const depth = (y - horizon * height) / height;
    const u = x + 0.4 * (x - width / 2) * depth;
    const plank = Math.floor(u / plankWidth);
    const wobble = fbm(grain, u / 70, y / 12 + plank * 7, 3) * 8;
    const stripes = Math.sin(y * 0.5 + wobble + plank * 2.1);
    const t = stripes * 10 + (fbm(grain, u / 20, y / 5, 2) - 0.5) * 16 + (plank % 3) * 5;
    let colour: Rgb = [base[0] + t, base[1] + t * 0.75, base[2] + t * 0.5];
    if (((u % plankWidth) + plankWidth) % plankWidth < 2) colour = scale(colour, 0.55);
    return colour;
  };
}

/** A brown wooden table against a wall of darker stained boards: brown on brown on brown. */
export function woodRoom(width: number, height: number, seed: number): Canvas {
  const horizon = 0.55;
  const table = planks(width, height, horizon, [128, 84, 50], seed);
  const boards = planks(width, height, 0, [96, 62, 38], seed + 1);
  return paint({ width, height, horizon, table, wall: (x, y) => boards(y * 0.2, x * 3) });
}

/** A white wall and a white table: off-whites a few levels apart, faint texture. */
export function whiteRoom(width: number, height: number, seed: number): Canvas {
  const noise = createNoise(mulberry32(seed));
  return paint({
    width,
    height,
    horizon: 0.5,
    wall: (x, y) => grey(238 + (fbm(noise, x / 50, y / 50, 3) - 0.5) * 6, -2),
    table: (x, y) => grey(232 + (fbm(noise, x / 9, y / 30, 2) - 0.5) * 5, 1),
  });
}

/** Black velvet draped behind and under the product: deep, slightly warm, with soft folds. */
export function blackVelvet(width: number, height: number, seed: number): Canvas {
  const noise = createNoise(mulberry32(seed));
  return paint({
    width,
    height,
    horizon: 0.6,
    wall: (x, y) => grey(22 + Math.sin(x / 37 + fbm(noise, x / 90, y / 90, 2) * 5) * 6, 2),
    table: (x, y) => grey(18 + (fbm(noise, x / 12, y / 12, 3) - 0.5) * 8, 2),
  });
}

/** A grey paper sweep, as in a home studio: one smooth gradient from wall to floor. */
export function greySweep(width: number, height: number, seed: number): Canvas {
  const noise = createNoise(mulberry32(seed));
  return paint({
    width,
    height,
    horizon: 1,
    wall: (x, y) => grey(150 - (y / height) * 30 + (fbm(noise, x / 60, y / 60, 2) - 0.5) * 4, 0),
    table: () => grey(120, 0),
  });
}

/** A plaster wall over a floor of light stone tiles with dark grout. */
export function tiledRoom(width: number, height: number, seed: number): Canvas {
  const noise = createNoise(mulberry32(seed));
  const horizon = 0.45;
  return paint({
    width,
    height,
    horizon,
    wall: (x, y) => {
      const t = (fbm(noise, x / 60, y / 60, 4) - 0.5) * 30;
      return [205 + t, 196 + t, 182 + t];
    },
    table: (x, y) => {
      const depth = (y - horizon * height) / height + 0.15;
      const u = (x - width / 2) / depth / 160;
      const v = 1 / depth / 2.2;
      const grout = Math.min(Math.abs(u - Math.round(u)), Math.abs(v - Math.round(v))) < 0.02;
      const t = (fbm(noise, x / 14, y / 14, 3) - 0.5) * 20;
      return grout ? [92, 88, 80] : [196 + t, 190 + t, 178 + t];
    },
  });
}

function grey(v: number, warmth: number): Rgb {
  return [v + warmth, v, v - warmth];
}

function scale(rgb: Rgb, k: number): Rgb {
  return [rgb[0] * k, rgb[1] * k, rgb[2] * k];
}

/** Light falling off from the upper left, and a gentle vignette; `u`, `v` in [0, 1]. */
function lighting(u: number, v: number): number {
  const fromLight = Math.hypot(u - 0.2, v - 0.05);
  const cx = u - 0.5;
  const cy = v - 0.5;
  return (1.08 - 0.26 * fromLight) * (1 - 0.22 * (cx * cx + cy * cy));
}
