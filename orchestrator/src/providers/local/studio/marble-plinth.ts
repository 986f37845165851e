import { type SKRSContext2D } from '@napi-rs/canvas';
import { type Rgb } from '../colour';
import { css, mix, shade } from './canvas-pixels';
import { marbleTexture } from './marble-texture';
import { seamlessBackdrop } from './set-pieces';
import { type LightSide, type StudioStyle } from './studio-style';

export const MARBLES = ['white', 'black', 'green'] as const;
export type Marble = (typeof MARBLES)[number];
export const PLINTH_BACKDROPS = ['stone', 'sage', 'charcoal'] as const;
export type PlinthBackdrop = (typeof PLINTH_BACKDROPS)[number];

const STONES: Record<Marble, { ground: Rgb; vein: Rgb }> = {
  white: { ground: [238, 236, 232], vein: [150, 150, 156] },
  black: { ground: [34, 34, 37], vein: [196, 194, 190] },
  green: { ground: [38, 72, 60], vein: [186, 208, 196] },
};
const BACKDROPS: Record<PlinthBackdrop, Rgb> = {
  stone: [206, 198, 186],
  sage: [168, 180, 160],
  charcoal: [62, 62, 66],
};

/**
 * Marble Plinth: the product on a polished marble block in front of a seamless backdrop, lit by a
 * soft box from one side. The block is seen from a little above: its top a receding face (the
 * back edge narrower, in perspective) that mirrors the product, its front face shaded from the
 * lit side to the far one, a fine bright bevel where the light catches the front edge. The
 * product is 60% of the frame's height.
 */
export function marblePlinth(
  marble: Marble,
  backdrop: PlinthBackdrop,
  light: LightSide,
): StudioStyle {
  const stone = STONES[marble];
  const wall = BACKDROPS[backdrop];
  const dark = backdrop === 'charcoal';
  return {
    seed: `marble-plinth:${marble}:${backdrop}:${light}`,
    light,
    view: 'standing',
    height: 0.6,
    maxWidth: 0.7,
    anchorY: 0.75,
    lightColour: dark ? [250, 246, 240] : [255, 251, 245],
    exposure: dark ? 0.97 : 1,
    shadow: {
      colour: marble === 'white' ? shade(mix(stone.ground, [40, 40, 48], 0.5), 0.55) : [8, 8, 10],
      contact: 0.85,
      cast: marble === 'white' ? 0.8 : 0.9,
      reach: { x: 0.5, y: 0.22 },
      tip: marble === 'white' ? 0.15 : 0.3,
      softness: 0.03,
      backdrop: dark ? 0 : 0.35,
    },
    reflection: marble === 'white' ? 0.22 : 0.3,
    vignette: dark ? 0.3 : 0.18,
    grain: 2.2,
    drawSet(ctx, { size, product, base, random }) {
      const halo = product.left + product.width / 2;
      seamlessBackdrop(ctx, size, { colour: wall, horizon: 0.84, light, halo });
      const width = Math.min(size * 0.9, Math.max(size * 0.58, product.width * 1.3 + size * 0.14));
      const cx = product.left + product.width / 2;
      const depth = size * 0.09;
      const front = base + depth * 0.45;
      const back = front - depth;
      const narrow = width * 0.045;
      const bottom = Math.min(size * 1.02, front + size * 0.2);
      const texture = marbleTexture(Math.round(width), Math.round(bottom - back), random, stone);
      const x0 = cx - width / 2;
      const x1 = cx + width / 2;
      // Its soft shadow on the floor and the occlusion along its foot.
      ctx.save();
      ctx.filter = `blur(${(size * 0.02).toFixed(2)}px)`;
      ctx.fillStyle = 'rgba(0,0,0,0.3)';
      ctx.fillRect(
        x0 + (light === 'left' ? size * 0.03 : -size * 0.03),
        bottom - size * 0.02,
        width,
        size * 0.04,
      );
      ctx.restore();
      // The front face: marble, darker away from the light and towards the floor.
      ctx.save();
      ctx.beginPath();
      ctx.rect(x0, front, width, bottom - front);
      ctx.clip();
      ctx.drawImage(texture, x0, front - depth * 0.3, width, bottom - front + depth * 0.3);
      const across = ctx.createLinearGradient(x0, 0, x1, 0);
      across.addColorStop(light === 'left' ? 0 : 1, 'rgba(0,0,0,0.12)');
      across.addColorStop(light === 'left' ? 1 : 0, 'rgba(0,0,0,0.34)');
      ctx.fillStyle = across;
      ctx.fillRect(x0, front, width, bottom - front);
      const down = ctx.createLinearGradient(0, front, 0, bottom);
      down.addColorStop(0, 'rgba(0,0,0,0)');
      down.addColorStop(1, 'rgba(0,0,0,0.18)');
      ctx.fillStyle = down;
      ctx.fillRect(x0, front, width, bottom - front);
      ctx.restore();
      // The top face, facing the light: the marble foreshortened, with a soft sheen.
      const top = (c: SKRSContext2D) => {
        c.beginPath();
        c.moveTo(x0, front);
        c.lineTo(x0 + narrow, back);
        c.lineTo(x1 - narrow, back);
        c.lineTo(x1, front);
        c.closePath();
      };
      ctx.save();
      top(ctx);
      ctx.clip();
      ctx.drawImage(texture, 0, 0, texture.width, texture.height * 0.35, x0, back, width, depth);
      const sheen = ctx.createLinearGradient(
        light === 'left' ? x0 : x1,
        back,
        light === 'left' ? x1 : x0,
        front,
      );
      // Polished dark stone mirrors the soft box: its top reads grey, not black.
      const gloss = marble === 'white' ? 0.16 : 0.34;
      sheen.addColorStop(0, `rgba(255,255,255,${gloss})`);
      sheen.addColorStop(0.6, `rgba(255,255,255,${gloss / 3})`);
      sheen.addColorStop(1, 'rgba(0,0,0,0.05)');
      ctx.fillStyle = sheen;
      ctx.fillRect(x0, back, width, depth);
      ctx.restore();
      // The bevel along the front edge, brightest on the lit side.
      ctx.save();
      ctx.filter = `blur(${Math.max(0.5, size * 0.0012).toFixed(2)}px)`;
      const bevel = ctx.createLinearGradient(x0, 0, x1, 0);
      bevel.addColorStop(light === 'left' ? 0 : 1, css([255, 255, 255], 0.75));
      bevel.addColorStop(light === 'left' ? 1 : 0, css([255, 255, 255], 0.2));
      ctx.strokeStyle = bevel;
      ctx.lineWidth = Math.max(1, size * 0.002);
      ctx.beginPath();
      ctx.moveTo(x0, front);
      ctx.lineTo(x1, front);
      ctx.stroke();
      ctx.restore();
      return {
        clip: (c) => {
          top(c);
          c.clip();
        },
      };
    },
  };
}
