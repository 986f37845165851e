import { type SKRSContext2D } from '@napi-rs/canvas';
import { type Rgb } from '../colour';
import { css, mix, shade } from './canvas-pixels';
import { type LightSide, type StudioFrame, type StudioStyle } from './studio-style';

export type WaterColour = 'blue' | 'clear' | 'aqua';

const WATERS: Record<WaterColour, { glow: Rgb; deep: Rgb; water: Rgb; highlight: Rgb }> = {
  blue: {
    glow: [88, 150, 220],
    deep: [10, 36, 86],
    water: [24, 70, 140],
    highlight: [226, 240, 255],
  },
  aqua: {
    glow: [120, 220, 224],
    deep: [12, 92, 108],
    water: [30, 140, 158],
    highlight: [232, 255, 255],
  },
  clear: {
    glow: [246, 248, 250],
    deep: [176, 188, 200],
    water: [206, 216, 226],
    highlight: [255, 255, 255],
  },
};

/** The water's surface meets the backdrop here (share of the frame's height). */
const HORIZON = 0.7;

/**
 * Water Splash, as a high-speed studio shot: the product standing in a shallow pool on a glossy
 * water surface in front of a glowing seamless backdrop, the surface mirroring it, rings running
 * out from its base, a crown of water thrown up behind and beside it, and droplets frozen in the
 * air round it, each a small lens: dark rim, bright core, a specular point on the light's side.
 * Water never covers the product: the crown rises behind it and the droplets keep off it. The
 * product is 58% of the frame's height.
 */
export function studioWaterSplash(colour: WaterColour, light: LightSide = 'left'): StudioStyle {
  const water = WATERS[colour];
  return {
    seed: `water-splash:${colour}:${light}`,
    light,
    view: 'standing',
    height: 0.58,
    maxWidth: 0.7,
    anchorY: 0.8,
    lightColour: colour === 'clear' ? [250, 252, 255] : mix(water.highlight, [255, 255, 255], 0.5),
    exposure: 1,
    shadow: {
      colour: shade(water.deep, 0.8),
      contact: 0.7,
      cast: 0.7,
      reach: { x: 0.5, y: 0.14 },
      tip: 0.3,
      softness: 0.05,
    },
    reflection: 0.4,
    vignette: colour === 'clear' ? 0.16 : 0.32,
    grain: 2.2,
    drawSet(ctx, frame) {
      const { size } = frame;
      const horizon = HORIZON * size;
      const backdrop = ctx.createRadialGradient(
        size * 0.5,
        size * 0.38,
        0,
        size * 0.5,
        size * 0.45,
        size * 0.85,
      );
      backdrop.addColorStop(0, css(mix(water.glow, [255, 255, 255], 0.25)));
      backdrop.addColorStop(0.55, css(water.glow));
      backdrop.addColorStop(1, css(mix(water.glow, water.deep, 0.7)));
      ctx.fillStyle = backdrop;
      ctx.fillRect(0, 0, size, horizon + 2);
      // The pool: the backdrop mirrored dark near the horizon, lighter towards the camera.
      const pool = ctx.createLinearGradient(0, horizon, 0, size);
      pool.addColorStop(0, css(mix(water.glow, water.deep, 0.35)));
      pool.addColorStop(0.25, css(water.water));
      pool.addColorStop(1, css(mix(water.water, water.deep, 0.5)));
      ctx.fillStyle = pool;
      ctx.fillRect(0, horizon, size, size - horizon);
      ctx.save();
      ctx.filter = `blur(${(size * 0.004).toFixed(2)}px)`;
      ctx.fillStyle = css(water.highlight, 0.35);
      ctx.fillRect(0, horizon - size * 0.002, size, size * 0.004);
      ctx.restore();
      crown(ctx, frame, water);
      return {
        clip: (c) => {
          c.beginPath();
          c.rect(0, horizon, size, size - horizon);
          c.clip();
        },
      };
    },
    drawAfterShadows(ctx, frame) {
      ripples(ctx, frame, water.highlight);
    },
    drawFront(ctx, frame) {
      droplets(ctx, frame, water);
    },
  };
}

/** Rings running out over the surface from where the product stands. */
function ripples(ctx: SKRSContext2D, { size, product, base }: StudioFrame, highlight: Rgb): void {
  const cx = product.left + product.width / 2;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, HORIZON * size, size, size);
  ctx.clip();
  ctx.filter = `blur(${(size * 0.004).toFixed(2)}px)`;
  for (let i = 0; i < 4; i++) {
    const rx = product.width * 0.55 + i * size * 0.11;
    const ry = rx * 0.14;
    ctx.lineWidth = size * (0.006 - i * 0.0006);
    ctx.strokeStyle = css(highlight, 0.22 - i * 0.045);
    ctx.beginPath();
    ctx.ellipse(cx, base + size * 0.004, rx, ry, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = css([0, 0, 0], 0.12 - i * 0.015);
    ctx.beginPath();
    ctx.ellipse(
      cx,
      base + size * 0.004 + ctx.lineWidth * 1.5,
      rx * 1.02,
      ry * 1.05,
      0,
      0,
      Math.PI * 2,
    );
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * The crown: a thin wall of water thrown up round the back of the base, transparent and bright
 * along its rim, breaking at its top into spikes that each end in a drop; taller at the sides,
 * where it shows beside the product.
 */
function crown(
  ctx: SKRSContext2D,
  { size, product, base, random, light }: StudioFrame,
  water: (typeof WATERS)[WaterColour],
): void {
  const cx = product.left + product.width / 2;
  const rx = product.width * 0.6 + size * 0.05;
  const ry = rx * 0.16;
  const lit = light === 'left' ? -1 : 1;
  const points = 48;
  const [phase, phase2] = [random() * 6.28, random() * 6.28];
  // The wall's rim, round the back half of the ring from one side to the other.
  const rim: Array<{ x: number; y: number; foot: number; side: number }> = [];
  for (let i = 0; i <= points; i++) {
    const angle = Math.PI + (i / points) * Math.PI;
    const side = Math.cos(angle);
    const foot = base + ry * Math.sin(angle);
    // Smoothly wavy, as a sheet of water is, not jagged.
    const wave = 1 + 0.3 * Math.sin(angle * 9 + phase) + 0.15 * Math.sin(angle * 17 + phase2);
    const rise = product.height * (0.06 + 0.1 * Math.abs(side) ** 2) * wave;
    rim.push({ x: cx + rx * side * (1 + 0.12 * Math.abs(side)), y: foot - rise, foot, side });
  }
  ctx.save();
  ctx.filter = `blur(${(size * 0.0012).toFixed(2)}px)`;
  ctx.beginPath();
  ctx.moveTo(cx - rx, base);
  for (const p of rim) ctx.lineTo(p.x, p.y);
  ctx.lineTo(cx + rx, base);
  ctx.ellipse(cx, base, rx, ry, 0, 0, Math.PI, true);
  ctx.closePath();
  const wall = ctx.createLinearGradient(0, base - product.height * 0.15, 0, base);
  wall.addColorStop(0, css(mix(water.glow, water.highlight, 0.6), 0.4));
  wall.addColorStop(0.6, css(mix(water.water, water.highlight, 0.35), 0.45));
  wall.addColorStop(1, css(water.highlight, 0.6));
  ctx.fillStyle = wall;
  ctx.fill();
  // Its rim catches the light: a bright line, strongest on the light's side.
  ctx.lineWidth = Math.max(1, size * 0.0028);
  for (let i = 1; i < rim.length; i++) {
    const [a, b] = [rim[i - 1]!, rim[i]!];
    const facing = 0.45 + 0.45 * Math.max(0, -lit * b.side);
    ctx.strokeStyle = css(water.highlight, facing);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  // Spikes breaking from the rim, leaning outwards, a drop at each tip.
  for (let i = 2; i < rim.length - 2; i += 3) {
    const p = rim[i]!;
    if (random() < 0.25) continue;
    const height = product.height * (0.04 + 0.22 * Math.abs(p.side) ** 1.5) * (0.5 + random());
    const width = size * (0.005 + random() * 0.007);
    const lean = p.side * height * 0.5;
    const tip = { x: p.x + lean, y: p.y - height };
    const body = ctx.createLinearGradient(p.x - width, 0, p.x + width, 0);
    body.addColorStop(0, css(water.highlight, lit < 0 ? 0.7 : 0.3));
    body.addColorStop(0.5, css(mix(water.glow, water.highlight, 0.3), 0.18));
    body.addColorStop(1, css(water.highlight, lit < 0 ? 0.3 : 0.7));
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.moveTo(p.x - width, p.y + width);
    ctx.quadraticCurveTo(p.x + lean * 0.3 - width * 0.3, p.y - height * 0.6, tip.x, tip.y);
    ctx.quadraticCurveTo(
      p.x + lean * 0.3 + width * 0.3,
      p.y - height * 0.6,
      p.x + width,
      p.y + width,
    );
    ctx.closePath();
    ctx.fill();
    sphere(
      ctx,
      tip.x + lean * 0.08,
      tip.y - width * 1.2,
      width * (0.9 + random() * 0.5),
      water,
      light,
    );
  }
  ctx.restore();
}

/** Droplets frozen in the air round the product, never over it. */
function droplets(
  ctx: SKRSContext2D,
  frame: StudioFrame,
  water: (typeof WATERS)[WaterColour],
): void {
  const { size, product, base, random, light } = frame;
  const cx = product.left + product.width / 2;
  for (let i = 0; i < 26; i++) {
    const side = random() < 0.5 ? -1 : 1;
    const x = cx + side * (product.width * 0.5 + random() * size * 0.3);
    const y = base - random() * product.height * 0.9 - size * 0.01;
    const r = size * (0.003 + random() ** 2 * 0.012);
    // Beside the product's box, not only off its pixels: the set must not depend on them.
    const clearOfBox =
      x + r < product.left - 1 || x - r > product.left + product.width + 1 || y + r < product.top;
    if (clearOfBox) sphere(ctx, x, y, r, water, light);
  }
}

/** A water droplet: a little lens, dark at its rim, the backdrop's light bright in its lower half. */
function sphere(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  r: number,
  water: (typeof WATERS)[WaterColour],
  light: LightSide,
): void {
  const lit = light === 'left' ? -1 : 1;
  const body = ctx.createRadialGradient(x - lit * r * 0.1, y + r * 0.35, 0, x, y, r);
  body.addColorStop(0, css(mix(water.glow, water.highlight, 0.6), 0.75));
  body.addColorStop(0.7, css(water.water, 0.45));
  body.addColorStop(1, css(water.deep, 0.7));
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = css([255, 255, 255], 0.9);
  ctx.beginPath();
  ctx.arc(x + lit * r * 0.38, y - r * 0.4, Math.max(0.6, r * 0.22), 0, Math.PI * 2);
  ctx.fill();
}
