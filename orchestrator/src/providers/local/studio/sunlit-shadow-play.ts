import { type SKRSContext2D } from '@napi-rs/canvas';
import { type Rgb } from '../colour';
import { createNoise, fbm } from '../scenes/noise';
import { canvasFromRgba, css, layer, mix, shade } from './canvas-pixels';
import { type LightSide, type StudioFrame, type StudioStyle } from './studio-style';

export const SUN_PATTERNS = ['blinds', 'leaves'] as const;
export type SunPattern = (typeof SUN_PATTERNS)[number];
export const SUNLIT_WALLS = ['cream', 'white', 'terracotta'] as const;
export type SunlitWall = (typeof SUNLIT_WALLS)[number];

const WALLS: Record<SunlitWall, { wall: Rgb; floor: Rgb }> = {
  cream: { wall: [238, 226, 206], floor: [226, 210, 186] },
  white: { wall: [240, 238, 234], floor: [226, 222, 216] },
  terracotta: { wall: [214, 160, 128], floor: [206, 170, 140] },
};
/** The shade's colour: where the sun does not reach, the blue sky lights the set. */
const SKYLIGHT: Rgb = [150, 156, 184];
/** The wall meets the floor here (share of the frame's height). */
const SEAM = 0.64;

/**
 * Sunlit Shadow Play: the product on a plaster floor against a plaster wall, in low sun through a
 * window: the light comes in slatted by blinds or dappled by leaves, and that pattern falls across
 * the wall and, bent at the seam, across the floor, with soft penumbras. The sun casts the
 * product's shadow long, crisp and away from it, reaching the wall and climbing it. The product
 * stands in the sun (the pattern is not drawn over it), 58% of the frame's height.
 */
export function sunlitShadowPlay(
  pattern: SunPattern,
  tone: SunlitWall,
  light: LightSide,
): StudioStyle {
  const { wall, floor } = WALLS[tone];
  return {
    seed: `sunlit-shadow-play:${pattern}:${tone}:${light}`,
    light,
    view: 'standing',
    height: 0.58,
    maxWidth: 0.7,
    anchorY: 0.8,
    lightColour: [255, 238, 210],
    exposure: 1.02,
    shadow: {
      colour: shade(SKYLIGHT, 0.72),
      contact: 0.85,
      cast: 0.92,
      reach: { x: 0.95, y: 0.26 },
      tip: 0.6,
      softness: 0.018,
    },
    reflection: 0,
    vignette: 0.2,
    grain: 2.6,
    drawSet(ctx, { size, random }) {
      const seam = SEAM * size;
      plaster(ctx, size, random, { wall, floor, seam, light });
      return { wallAt: seam };
    },
    drawAfterShadows(ctx, frame) {
      const shadeLayer = layer(frame.size);
      shadeLayer.ctx.fillStyle = '#000';
      shadeLayer.ctx.fillRect(0, 0, frame.size, frame.size);
      shadeLayer.ctx.globalCompositeOperation = 'destination-out';
      if (pattern === 'blinds') blindsLight(shadeLayer.ctx, frame);
      else leafLight(shadeLayer.ctx, frame);
      // The penumbra: the sun is no point, so every shadow edge is a little soft.
      const soft = layer(frame.size);
      soft.ctx.filter = `blur(${(frame.size * 0.01).toFixed(2)}px)`;
      soft.ctx.drawImage(shadeLayer.canvas, 0, 0);
      soft.ctx.filter = 'none';
      soft.ctx.globalCompositeOperation = 'source-in';
      soft.ctx.fillStyle = css(SKYLIGHT);
      soft.ctx.fillRect(0, 0, frame.size, frame.size);
      ctx.globalCompositeOperation = 'multiply';
      ctx.globalAlpha = 0.7;
      ctx.drawImage(soft.canvas, 0, 0);
      ctx.globalAlpha = 1;
      ctx.globalCompositeOperation = 'source-over';
    },
  };
}

/** Wall and floor in warm plaster, mottled, the wall curving darker into the seam. */
function plaster(
  ctx: SKRSContext2D,
  size: number,
  random: () => number,
  options: { wall: Rgb; floor: Rgb; seam: number; light: LightSide },
): void {
  const { wall, floor, seam } = options;
  const wallFill = ctx.createLinearGradient(0, 0, 0, seam);
  wallFill.addColorStop(0, css(shade(wall, 0.92)));
  wallFill.addColorStop(1, css(wall));
  ctx.fillStyle = wallFill;
  ctx.fillRect(0, 0, size, seam);
  const floorFill = ctx.createLinearGradient(0, seam, 0, size);
  floorFill.addColorStop(0, css(mix(floor, wall, 0.2)));
  floorFill.addColorStop(1, css(shade(floor, 0.9)));
  ctx.fillStyle = floorFill;
  ctx.fillRect(0, seam, size, size - seam);
  // Plaster is never flat: a large, faint mottle, and a finer one.
  const cells = 48;
  const noise = createNoise(random);
  const mottle = new Uint8Array(cells * cells * 4);
  for (let y = 0; y < cells; y++) {
    for (let x = 0; x < cells; x++) {
      const v = fbm(noise, x / 9, y / 9, 4);
      const i = (y * cells + x) * 4;
      mottle[i] = mottle[i + 1] = mottle[i + 2] = v > 0.5 ? 255 : 0;
      mottle[i + 3] = Math.round(Math.abs(v - 0.5) * 2 * 16);
    }
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvasFromRgba(mottle, cells, cells), 0, 0, size, size);
  // Where wall meets floor, a soft line of occlusion.
  const seamShade = ctx.createLinearGradient(0, seam - size * 0.03, 0, seam + size * 0.015);
  seamShade.addColorStop(0, 'rgba(0,0,0,0)');
  seamShade.addColorStop(0.66, 'rgba(0,0,0,0.12)');
  seamShade.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = seamShade;
  ctx.fillRect(0, seam - size * 0.03, size, size * 0.045);
}

/** The window's outline on the set: inside it the sun reaches (slats or leaves permitting). */
function windowPatch(ctx: SKRSContext2D, { size, light }: StudioFrame): void {
  const x = (v: number) => (light === 'left' ? v * size : size - v * size);
  ctx.beginPath();
  ctx.moveTo(x(-0.3), -0.1 * size);
  ctx.lineTo(x(0.7), -0.1 * size);
  ctx.lineTo(x(0.96), SEAM * size);
  ctx.lineTo(x(1.4), 1.1 * size);
  ctx.lineTo(x(-0.3), 1.1 * size);
  ctx.closePath();
}

/**
 * Sun through blinds: bands of light sloping down, away from the sun, on the wall, bending at
 * the seam to run steeper across the floor, as the slats' light falls on two planes.
 */
function blindsLight(ctx: SKRSContext2D, frame: StudioFrame): void {
  const { size, light } = frame;
  const seam = SEAM * size;
  const wallSlope = 0.42;
  const floorSlope = 3.2;
  const period = size * 0.15;
  const open = 0.58;
  const x = (v: number) => (light === 'left' ? v : size - v);
  ctx.save();
  windowPatch(ctx, frame);
  ctx.clip();
  ctx.fillStyle = '#000';
  for (let c = -size * 0.6; c < seam + period; c += period) {
    const c2 = c + period * open;
    const seamAt = (k: number) => (seam - k) / wallSlope;
    const foot = (k: number) => seamAt(k) + (size * 1.2 - seam) / floorSlope;
    ctx.beginPath();
    ctx.moveTo(x(-size * 0.5), c - wallSlope * size * 0.5);
    ctx.lineTo(x(seamAt(c)), seam);
    ctx.lineTo(x(foot(c)), size * 1.2);
    ctx.lineTo(x(foot(c2)), size * 1.2);
    ctx.lineTo(x(seamAt(c2)), seam);
    ctx.lineTo(x(-size * 0.5), c2 - wallSlope * size * 0.5);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/**
 * Sun through a plant by the window: its light, with the shadows of a few leafy branches reaching
 * in from the window's side, across the wall and, squashed by the floor's angle, the floor.
 */
function leafLight(ctx: SKRSContext2D, frame: StudioFrame): void {
  const { size, random, light } = frame;
  ctx.save();
  windowPatch(ctx, frame);
  ctx.fillStyle = '#000';
  ctx.fill();
  ctx.restore();
  // Leaves give the shade back: drawn as shade over the light just cut.
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = '#000';
  ctx.strokeStyle = '#000';
  const inward = light === 'left' ? 1 : -1;
  const edge = light === 'left' ? -size * 0.05 : size * 1.05;
  const branches: Array<{ y: number; floor: boolean }> = [
    { y: 0.08, floor: false },
    { y: 0.3, floor: false },
    { y: 0.5, floor: false },
    { y: 0.78, floor: true },
    { y: 0.95, floor: true },
  ];
  for (const branch of branches) {
    let x = edge;
    let y = (branch.y + (random() - 0.5) * 0.08) * size;
    let angle = (random() - 0.5) * 0.6;
    const squash = branch.floor ? 0.45 : 1;
    const steps = 7 + Math.floor(random() * 4);
    ctx.lineWidth = size * 0.005;
    for (let i = 0; i < steps; i++) {
      angle += (random() - 0.5) * 0.5;
      const step = size * (0.045 + random() * 0.02);
      const [nx, ny] = [x + inward * Math.cos(angle) * step, y + Math.sin(angle) * step * squash];
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(nx, ny);
      ctx.stroke();
      [x, y] = [nx, ny];
      for (const side of [-1, 1]) {
        if (random() < 0.2) continue;
        const length = size * (0.05 + random() * 0.05);
        const width = length * (0.34 + random() * 0.14);
        ctx.save();
        ctx.translate(x, y);
        ctx.scale(1, squash);
        ctx.rotate((inward > 0 ? 0 : Math.PI) + angle * inward + side * (0.5 + random() * 0.5));
        ctx.beginPath();
        ctx.moveTo(0, 0);
        ctx.quadraticCurveTo(length * 0.5, -width, length, 0);
        ctx.quadraticCurveTo(length * 0.5, width, 0, 0);
        ctx.fill();
        ctx.restore();
      }
    }
  }
}
