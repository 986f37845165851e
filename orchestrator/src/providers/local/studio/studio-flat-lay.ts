import { type SKRSContext2D } from '@napi-rs/canvas';
import { type Rgb } from '../colour';
import { paintLinen, paintWood } from '../scenes/textures';
import { canvasFromRgba, css, shade } from './canvas-pixels';
import { marbleTexture } from './marble-texture';
import { type LightSide, type StudioFrame, type StudioStyle } from './studio-style';

export type FlatLaySurface = 'linen' | 'marble' | 'wood';

/**
 * Flat Lay, shot from straight above. A product photographed front-on is exactly what a camera
 * overhead sees of the same product lying on its back, so that is what this style shows,
 * honestly: the product lying on the surface, its top towards the top of the frame, its shadow
 * the soft overhead shadow of something lying down (its own silhouette, nudged away from the
 * window, with a tight rim where it rests), never a standing product's cast shadow. Window light
 * falls across the surface from one side; a few simple objects lie round it (a paper card, a
 * ceramic dish, pebbles), all with the same overhead shadows, never under the product. The
 * product is 62% of the frame's height (a wide one is fitted to 66% of its width).
 */
export function studioFlatLay(surface: FlatLaySurface, light: LightSide = 'left'): StudioStyle {
  return {
    seed: `flat-lay:${surface}:${light}`,
    light,
    view: 'overhead',
    height: 0.62,
    maxWidth: 0.66,
    anchorY: 0.5,
    lightColour: [255, 250, 242],
    exposure: 1,
    shadow: {
      colour: surface === 'wood' ? [96, 62, 40] : [120, 112, 104],
      contact: 0.45,
      cast: 0.55,
      reach: { x: 0.028, y: 0.035 },
      tip: 1,
      softness: 0.03,
    },
    reflection: 0,
    vignette: 0.22,
    grain: 2.4,
    drawSet(ctx, frame) {
      const { size, random } = frame;
      ctx.drawImage(
        surface === 'marble'
          ? marbleTexture(size, size, random, { ground: [236, 234, 230], vein: [156, 156, 162] })
          : canvasFromRgba(
              (surface === 'linen' ? paintLinen : paintWood)(size, random),
              size,
              size,
            ),
        0,
        0,
      );
      windowLight(ctx, frame);
      props(ctx, frame, surface);
      return {};
    },
  };
}

/** Daylight from a window at one side: bright there, falling off across the surface. */
function windowLight(ctx: SKRSContext2D, { size, light }: StudioFrame): void {
  const from = light === 'left' ? 0 : size;
  const across = ctx.createLinearGradient(from, 0, size - from, size * 0.3);
  across.addColorStop(0, 'rgba(255,250,240,0.18)');
  across.addColorStop(0.5, 'rgba(255,250,240,0)');
  across.addColorStop(1, 'rgba(0,0,0,0.14)');
  ctx.fillStyle = across;
  ctx.fillRect(0, 0, size, size);
}

/**
 * Objects lying round the product, each in the corner farthest from it, running off the frame as
 * a stylist crops them, with the overhead shadow the product has.
 */
function props(ctx: SKRSContext2D, frame: StudioFrame, surface: FlatLaySurface): void {
  const { size, product, light, random } = frame;
  const away = light === 'left' ? 1 : -1;
  const gap = size * 0.03;
  const shadowed = (draw: (c: SKRSContext2D) => void, lift: number) => {
    ctx.save();
    ctx.filter = `blur(${(size * 0.012 * lift).toFixed(2)}px)`;
    ctx.translate(away * size * 0.01 * lift, size * 0.014 * lift);
    ctx.fillStyle = 'rgba(40,30,20,0.32)';
    draw(ctx);
    ctx.fill();
    ctx.restore();
  };
  const right = product.left + product.width + gap;
  const left = product.left - gap;
  // A card leaning off the top corner on the window side.
  const cardCorner = light === 'left' ? Math.min(left, size * 0.2) : Math.max(right, size * 0.8);
  const card = (c: SKRSContext2D) => {
    c.save();
    c.translate(cardCorner, size * 0.1);
    c.rotate(away * -0.22);
    c.beginPath();
    c.rect(
      -away * size * 0.36 - (away < 0 ? 0 : 0),
      -size * 0.3,
      size * 0.36 * (away < 0 ? 1 : 1),
      size * 0.42,
    );
    c.restore();
  };
  if (Math.abs(cardCorner - size / 2) > size * 0.2) {
    shadowed(card, 0.4);
    card(ctx);
    ctx.fillStyle = css(surface === 'linen' ? [246, 244, 240] : [236, 228, 216]);
    ctx.fill();
  }
  // A shallow ceramic dish off the bottom corner away from the window, with pebbles by it.
  const dishX =
    light === 'left'
      ? Math.max(right + size * 0.14, size * 0.86)
      : Math.min(left - size * 0.14, size * 0.14);
  const dishY = size * 0.9;
  const r = size * 0.15;
  const dish = (c: SKRSContext2D) => {
    c.beginPath();
    c.arc(dishX, dishY, r, 0, Math.PI * 2);
  };
  shadowed(dish, 1);
  const glaze: Rgb = surface === 'wood' ? [232, 226, 214] : [214, 206, 194];
  const rim = ctx.createRadialGradient(
    dishX - away * r * 0.3,
    dishY - r * 0.3,
    r * 0.2,
    dishX,
    dishY,
    r,
  );
  rim.addColorStop(0, css(glaze));
  rim.addColorStop(1, css(shade(glaze, 0.86)));
  ctx.fillStyle = rim;
  dish(ctx);
  ctx.fill();
  const well = ctx.createRadialGradient(
    dishX + away * r * 0.1,
    dishY + r * 0.08,
    0,
    dishX,
    dishY,
    r * 0.72,
  );
  well.addColorStop(0, css(shade(glaze, 1.02)));
  well.addColorStop(0.85, css(shade(glaze, 0.93)));
  well.addColorStop(1, css(shade(glaze, 0.8)));
  ctx.fillStyle = well;
  ctx.beginPath();
  ctx.arc(dishX, dishY, r * 0.72, 0, Math.PI * 2);
  ctx.fill();
  // The well's wall in the overhead light: shade on the window's side, a glint on the far one.
  ctx.save();
  ctx.beginPath();
  ctx.arc(dishX, dishY, r * 0.72, 0, Math.PI * 2);
  ctx.clip();
  ctx.filter = `blur(${(r * 0.06).toFixed(2)}px)`;
  ctx.strokeStyle = 'rgba(0,0,0,0.16)';
  ctx.lineWidth = r * 0.1;
  ctx.beginPath();
  ctx.arc(dishX - away * r * 0.05, dishY - r * 0.05, r * 0.74, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineWidth = Math.max(1, r * 0.015);
  ctx.beginPath();
  ctx.arc(
    dishX,
    dishY,
    r * 0.99,
    away > 0 ? Math.PI * 0.9 : -Math.PI * 0.1,
    away > 0 ? Math.PI * 1.6 : Math.PI * 0.6,
  );
  ctx.stroke();
  for (let i = 0; i < 3; i++) {
    const px = dishX - away * r * (1.35 + i * 0.32) + (random() - 0.5) * r * 0.2;
    const py = dishY - r * (0.55 - i * 0.45) + (random() - 0.5) * r * 0.2;
    const pr = size * (0.018 + random() * 0.012);
    if (Math.abs(px - (product.left + product.width / 2)) < product.width / 2 + pr + gap) continue;
    const pebble = (c: SKRSContext2D) => {
      c.beginPath();
      c.ellipse(px, py, pr * 1.25, pr, random() * Math.PI, 0, Math.PI * 2);
    };
    shadowed(pebble, 0.5);
    const stone = ctx.createRadialGradient(
      px - away * pr * 0.4,
      py - pr * 0.4,
      pr * 0.1,
      px,
      py,
      pr * 1.3,
    );
    const grey = 90 + random() * 80;
    stone.addColorStop(0, css([grey + 40, grey + 36, grey + 32]));
    stone.addColorStop(1, css([grey * 0.7, grey * 0.68, grey * 0.66]));
    ctx.fillStyle = stone;
    pebble(ctx);
    ctx.fill();
  }
}
