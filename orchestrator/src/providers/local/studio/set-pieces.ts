import { type SKRSContext2D } from '@napi-rs/canvas';
import { type Rgb } from '../colour';
import { css, mix, shade } from './canvas-pixels';
import { type LightSide } from './studio-style';

// The geometry real product studios are built from, drawn with Skia: a seamless paper backdrop,
// cylinder podiums, arches. Shading follows the key light: lit side, core shadow, far side.

const WHITE: Rgb = [255, 255, 255];

/**
 * A seamless sweep: the wall darker towards the top, curving into the floor at `horizon` with no
 * line (the paper bends), the floor darker towards the camera; the key light's side brighter.
 */
export function seamlessBackdrop(
  ctx: SKRSContext2D,
  size: number,
  options: {
    colour: Rgb;
    horizon: number;
    light: LightSide;
    floor?: Rgb;
    /** A background light's soft halo on the paper behind the product, at this x (px). */
    halo?: number;
  },
): void {
  const { colour, horizon } = options;
  const floor = options.floor ?? colour;
  const y = horizon * size;
  const sweep = ctx.createLinearGradient(0, 0, 0, size);
  sweep.addColorStop(0, css(shade(colour, 0.8)));
  sweep.addColorStop(Math.max(0.01, horizon - 0.12), css(shade(colour, 0.95)));
  sweep.addColorStop(horizon, css(mix(colour, floor, 0.5)));
  sweep.addColorStop(Math.min(0.99, horizon + 0.1), css(shade(floor, 1.02)));
  sweep.addColorStop(1, css(shade(floor, 0.84)));
  ctx.fillStyle = sweep;
  ctx.fillRect(0, 0, size, size);
  // The key light's pool on the lit side, and the room falling off on the far one.
  const lx = options.light === 'left' ? 0.18 * size : 0.82 * size;
  const pool = ctx.createRadialGradient(lx, y * 0.55, 0, lx, y * 0.55, size * 0.95);
  pool.addColorStop(0, css(WHITE, 0.22));
  pool.addColorStop(0.6, css(WHITE, 0.06));
  pool.addColorStop(1, css(WHITE, 0));
  ctx.fillStyle = pool;
  ctx.fillRect(0, 0, size, size);
  const far = ctx.createLinearGradient(
    options.light === 'left' ? 0 : size,
    0,
    options.light === 'left' ? size : 0,
    0,
  );
  far.addColorStop(0.45, 'rgba(0,0,0,0)');
  far.addColorStop(1, 'rgba(0,0,0,0.1)');
  ctx.fillStyle = far;
  ctx.fillRect(0, 0, size, size);
  if (options.halo !== undefined) {
    // A light aimed at the paper behind the product: it separates the product from the backdrop.
    const hx = options.halo;
    const halo = ctx.createRadialGradient(hx, y * 0.6, 0, hx, y * 0.6, size * 0.45);
    halo.addColorStop(0, css(WHITE, 0.2));
    halo.addColorStop(1, css(WHITE, 0));
    ctx.fillStyle = halo;
    ctx.fillRect(0, 0, size, size);
  }
}

/**
 * A sphere resting on the floor behind the product, out of focus as the far set is: shaded from
 * its lit side to its core shadow, with its contact shadow on the floor.
 */
export function restingSphere(
  ctx: SKRSContext2D,
  options: { cx: number; floor: number; r: number; colour: Rgb; light: LightSide; size: number },
): void {
  const { cx, floor, r, colour, light, size } = options;
  const cy = floor - r;
  const lit = light === 'left' ? -1 : 1;
  ctx.save();
  ctx.filter = `blur(${(size * 0.004).toFixed(2)}px)`;
  ctx.fillStyle = 'rgba(0,0,0,0.22)';
  ctx.beginPath();
  ctx.ellipse(cx - lit * r * 0.3, floor, r * 0.95, r * 0.16, 0, 0, Math.PI * 2);
  ctx.fill();
  const body = ctx.createRadialGradient(
    cx + lit * r * 0.4,
    cy - r * 0.4,
    r * 0.05,
    cx,
    cy,
    r * 1.05,
  );
  body.addColorStop(0, css(mix(colour, WHITE, 0.35)));
  body.addColorStop(0.55, css(colour));
  body.addColorStop(0.9, css(shade(colour, 0.8)));
  body.addColorStop(1, css(shade(colour, 0.86)));
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Brightness of a vertical cylinder's side at x ∈ [-1, 1] across it, lit from `light`. */
function cylinderShade(x: number, light: LightSide): number {
  const normal = Math.asin(Math.max(-1, Math.min(1, x)));
  // The key light sits 55° to the side, in front: its side is lit, the far side in core shadow
  // with a little light bounced back from the room near its very edge.
  const key = (light === 'left' ? -55 : 55) * (Math.PI / 180);
  const lambert = Math.max(0, Math.cos(normal - key));
  const bounce = Math.pow(Math.abs(x), 6) * 0.08;
  return 0.7 + 0.34 * lambert + bounce;
}

export interface Cylinder {
  cx: number;
  /** The y of the top face's centre. */
  top: number;
  rx: number;
  ry: number;
  height: number;
}

/**
 * A cylinder podium: ambient occlusion where it stands on the floor, its side shaded round its
 * curve, its top face (facing the high key light) brighter with a soft falloff to the back, and
 * a fine highlight along the front edge of the top, where the light grazes the rim.
 */
export function cylinderPodium(
  ctx: SKRSContext2D,
  c: Cylinder,
  options: { colour: Rgb; light: LightSide; size: number; floorShadow?: boolean },
): void {
  const { colour, light, size } = options;
  const bottom = c.top + c.height;
  const away = light === 'left' ? 1 : -1;
  if (options.floorShadow !== false) {
    // Its shadow on the floor (away from the light) and the occlusion right round its foot.
    ctx.save();
    ctx.filter = `blur(${(size * 0.03).toFixed(2)}px)`;
    ctx.fillStyle = 'rgba(0,0,0,0.16)';
    ctx.beginPath();
    ctx.ellipse(
      c.cx + away * c.rx * 0.35,
      bottom + c.ry * 0.1,
      c.rx * 1.1,
      c.ry * 1.4,
      0,
      0,
      Math.PI * 2,
    );
    ctx.fill();
    ctx.filter = `blur(${(size * 0.008).toFixed(2)}px)`;
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.beginPath();
    ctx.ellipse(c.cx, bottom, c.rx * 1.01, c.ry * 1.05, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
  const side = ctx.createLinearGradient(c.cx - c.rx, 0, c.cx + c.rx, 0);
  for (let i = 0; i <= 16; i++) {
    const x = (i / 16) * 2 - 1;
    side.addColorStop(i / 16, css(shade(colour, cylinderShade(x, light) * 0.94)));
  }
  ctx.beginPath();
  ctx.moveTo(c.cx - c.rx, c.top);
  ctx.lineTo(c.cx - c.rx, bottom);
  ctx.ellipse(c.cx, bottom, c.rx, c.ry, 0, Math.PI, 0, true);
  ctx.lineTo(c.cx + c.rx, c.top);
  ctx.closePath();
  ctx.fillStyle = side;
  ctx.fill();
  // Light falls from above: the side darkens a little towards its foot.
  const foot = ctx.createLinearGradient(0, c.top, 0, bottom + c.ry);
  foot.addColorStop(0, 'rgba(0,0,0,0)');
  foot.addColorStop(1, 'rgba(0,0,0,0.12)');
  ctx.fillStyle = foot;
  ctx.fill();

  const top = ctx.createLinearGradient(
    c.cx - away * c.rx,
    c.top - c.ry,
    c.cx + away * c.rx,
    c.top + c.ry,
  );
  top.addColorStop(0, css(mix(shade(colour, 1.1), WHITE, 0.12)));
  top.addColorStop(1, css(shade(colour, 1.0)));
  ctx.beginPath();
  ctx.ellipse(c.cx, c.top, c.rx, c.ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = top;
  ctx.fill();
  // The rim: a soft highlight along the front edge of the top, strongest on the lit side.
  ctx.save();
  ctx.filter = `blur(${Math.max(0.5, size * 0.0015).toFixed(2)}px)`;
  const rim = ctx.createLinearGradient(c.cx - c.rx, 0, c.cx + c.rx, 0);
  rim.addColorStop(light === 'left' ? 0 : 1, css(WHITE, 0.7));
  rim.addColorStop(0.5, css(WHITE, 0.35));
  rim.addColorStop(light === 'left' ? 1 : 0, css(WHITE, 0.08));
  ctx.strokeStyle = rim;
  ctx.lineWidth = Math.max(1, size * 0.0022);
  ctx.beginPath();
  ctx.ellipse(
    c.cx,
    c.top,
    c.rx - ctx.lineWidth / 2,
    c.ry - ctx.lineWidth / 2,
    0,
    0.05,
    Math.PI - 0.05,
  );
  ctx.stroke();
  ctx.restore();
}

/** The top face of a cylinder as a clip: where the product's shadow and reflection may fall. */
export function clipToTop(c: Cylinder) {
  return (ctx: SKRSContext2D) => {
    ctx.beginPath();
    ctx.ellipse(c.cx, c.top, c.rx, c.ry, 0, 0, Math.PI * 2);
    ctx.clip();
  };
}

/**
 * An arch standing on the floor behind the product (a painted panel with a round top), slightly
 * out of focus as the far background is, with the soft shadow it throws on the wall behind it.
 */
export function archPanel(
  ctx: SKRSContext2D,
  options: {
    cx: number;
    width: number;
    top: number;
    bottom: number;
    colour: Rgb;
    light: LightSide;
    size: number;
  },
): void {
  const { cx, width, top, bottom, colour, light, size } = options;
  const r = width / 2;
  const away = light === 'left' ? 1 : -1;
  const path = (c: SKRSContext2D, dx: number) => {
    c.beginPath();
    c.moveTo(cx - r + dx, bottom);
    c.lineTo(cx - r + dx, top + r);
    c.arc(cx + dx, top + r, r, Math.PI, 0);
    c.lineTo(cx + r + dx, bottom);
    c.closePath();
  };
  ctx.save();
  ctx.filter = `blur(${(size * 0.02).toFixed(2)}px)`;
  ctx.fillStyle = 'rgba(0,0,0,0.14)';
  path(ctx, away * size * 0.035);
  ctx.fill();
  ctx.filter = `blur(${(size * 0.0025).toFixed(2)}px)`;
  const face = ctx.createLinearGradient(cx - r, top, cx + r, bottom);
  face.addColorStop(light === 'left' ? 0 : 1, css(mix(colour, WHITE, 0.08)));
  face.addColorStop(light === 'left' ? 1 : 0, css(shade(colour, 0.9)));
  ctx.fillStyle = face;
  path(ctx, 0);
  ctx.fill();
  ctx.restore();
}
