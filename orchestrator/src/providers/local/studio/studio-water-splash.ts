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
      crown(ctx, frame, water, 'behind');
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
 * The crown: sheets and spikes of water thrown up round the base, behind the product and out to
 * its sides, transparent in the middle and bright at their edges where they catch the light.
 */
function crown(
  ctx: SKRSContext2D,
  { size, product, base, random, light }: StudioFrame,
  water: (typeof WATERS)[WaterColour],
  _part: 'behind',
): void {
  const cx = product.left + product.width / 2;
  const rx = product.width * 0.62 + size * 0.05;
  const ry = rx * 0.16;
  const lit = light === 'left' ? -1 : 1;
  ctx.save();
  ctx.filter = `blur(${(size * 0.0015).toFixed(2)}px)`;
  const spikes = 20;
  for (let i = 0; i < spikes; i++) {
    // Round the back half of the ring, from one side to the other.
    const angle = Math.PI + (i / (spikes - 1)) * Math.PI + (random() - 0.5) * 0.1;
    const sideways = Math.cos(angle);
    const x = cx + rx * sideways;
    const y = base + ry * Math.sin(angle);
    // Taller at the sides, where they show beside the product.
    const height =
      product.height * (0.12 + 0.3 * Math.abs(sideways) ** 1.5) * (0.6 + random() * 0.6);
    const width = size * (0.008 + random() * 0.014);
    const lean = sideways * height * 0.45;
    const body = ctx.createLinearGradient(x - width, 0, x + width, 0);
    body.addColorStop(0, css(water.highlight, lit < 0 ? 0.6 : 0.18));
    body.addColorStop(0.5, css(mix(water.glow, water.highlight, 0.4), 0.12));
    body.addColorStop(1, css(water.highlight, lit < 0 ? 0.18 : 0.6));
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.moveTo(x - width, y);
    ctx.quadraticCurveTo(x - width * 0.3 + lean * 0.4, y - height * 0.6, x + lean, y - height);
    ctx.quadraticCurveTo(x + width * 0.3 + lean * 0.4, y - height * 0.6, x + width, y);
    ctx.closePath();
    ctx.fill();
    sphere(ctx, x + lean * 1.12, y - height * 1.08, width * (0.4 + random() * 0.3), water, light);
  }
  // The sheet at the crown's foot: a band of churned water round the base.
  const foam = ctx.createLinearGradient(0, base - ry * 2, 0, base + ry);
  foam.addColorStop(0, css(water.highlight, 0));
  foam.addColorStop(0.6, css(water.highlight, 0.5));
  foam.addColorStop(1, css(water.highlight, 0.1));
  ctx.fillStyle = foam;
  ctx.beginPath();
  ctx.ellipse(cx, base, rx * 1.05, ry * 1.4, 0, Math.PI, 0);
  ctx.fill();
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
