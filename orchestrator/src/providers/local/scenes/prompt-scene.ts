import { hexToRgb, hsl, shiftHue, shiftHueHex } from '../colour';
import { textHash } from '../../text-hash';
import { PROMPT_KEYWORDS, PROMPT_LOOKS, type PromptLook } from './prompt-looks';
import { type Layer, type ScenePlan } from './scene-plan';
import { bokeh, lightPool, vignette } from './scene-light';
import { canvasSvg, n } from './svg';
import { paintGround } from './textures';

// Prompt: a set whose palette comes from the prompt's words, or from its hash when none is known.

export function promptScene(prompt: string): ScenePlan {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const key = words
    .map((word) => PROMPT_KEYWORDS[word] ?? PROMPT_KEYWORDS[word.replace(/s$/, '')])
    .find((found) => found !== undefined);
  const seed = `prompt:${words.join(' ')}`;
  const look = key ? PROMPT_LOOKS[key]! : lookFromHash(textHash(seed));
  // The same keyword with other words still varies: a small hue shift from the whole prompt.
  const shift = ((textHash(seed) % 17) - 8) / 360;
  return {
    seed,
    box: { width: 0.5, height: 0.55 },
    anchor: { x: 0.5, y: look.horizon + 0.2, align: 'base' },
    shadow: 'ground',
    reflection: look.reflection,
    behind: ({ size, random }) => [
      ...promptBackdrop(size, look, shift, random),
      {
        rgba: paintGround(size, {
          horizon: look.horizon,
          far: shiftHue(look.floor[0], shift),
          near: shiftHue(look.floor[1], shift),
          haze: shiftHue(hexToRgb(look.wall[1]), shift),
          streak: look.texture === 'grass' ? 2 : 1,
          texture: look.texture,
          random,
        }),
      },
      { svg: lightPool(size, look.horizon, look.glow) },
    ],
    front: ({ size }) => [{ svg: vignette(size, look.vignette) }],
  };
}

/** A calm two-tone set in a hue chosen by the prompt's hash, for prompts without a keyword. */
function lookFromHash(hash: number): PromptLook {
  const hue = hash % 360;
  return {
    wall: [hsl(hue, 0.32, 0.84), hsl(hue, 0.26, 0.74)],
    floor: [hexToRgb(hsl(hue + 12, 0.22, 0.7)), hexToRgb(hsl(hue + 12, 0.24, 0.58))],
    horizon: 0.62,
    texture: 'plain',
    bokeh: [hsl(hue + 30, 0.6, 0.9), hsl(hue - 30, 0.6, 0.88)],
    bokehCount: 10,
    reflection: 0.06,
    glow: hsl(hue, 0.5, 0.95),
    vignette: 0.25,
  };
}

function promptBackdrop(
  size: number,
  look: PromptLook,
  shift: number,
  random: () => number,
): Layer[] {
  const s = size / 1000;
  const h = look.horizon * 1000;
  const top = shiftHueHex(look.wall[0], shift);
  const bottom = shiftHueHex(look.wall[1], shift);
  const wall: string[] = [];
  const glow: string[] = [];
  const trunks: string[] = [];
  switch (look.detail) {
    case 'sea':
      wall.push(
        `<rect y="${n((h - 90) * s)}" width="${size}" height="${n(92 * s)}" fill="url(#sea)"/>`,
      );
      glow.push(`<circle cx="${n(780 * s)}" cy="${n(170 * s)}" r="${n(70 * s)}" fill="#fffbe8"/>`);
      break;
    case 'sun':
      glow.push(
        `<circle cx="${n(500 * s)}" cy="${n((h - 40) * s)}" r="${n(150 * s)}" fill="#fff4d6" fill-opacity="0.8"/>`,
      );
      break;
    case 'tiles': {
      // Subway tiles: rows of bricks, every other row offset by half a tile.
      const tile = 60 * s;
      for (let y = 0, row = 0; y < h * s; y += tile / 2, row++) {
        wall.push(`<path d="M0 ${n(y)} H ${size}" stroke="#d8d0c2" stroke-width="${n(2 * s)}"/>`);
        for (let i = 0; i <= Math.ceil(size / tile); i++) {
          const x = i * tile + (row % 2 ? tile / 2 : 0);
          wall.push(
            `<path d="M${n(x)} ${n(y)} V ${n(y + tile / 2)}" stroke="#d8d0c2" stroke-width="${n(2 * s)}"/>`,
          );
        }
      }
      break;
    }
    case 'sweep':
      glow.push(
        `<ellipse cx="${n(500 * s)}" cy="${n(h * 0.7 * s)}" rx="${n(420 * s)}" ry="${n(330 * s)}" fill="#ffffff" fill-opacity="0.55"/>`,
      );
      break;
    case 'trunks':
      for (let i = 0; i < 6; i++) {
        const x = random() * 1000;
        const w = 25 + random() * 45;
        trunks.push(
          `<rect x="${n((x - w / 2) * s)}" y="${n(-80 * s)}" width="${n(w * s)}" height="${n((h + 80) * s)}" fill="#261d16" fill-opacity="0.7"/>`,
        );
      }
      break;
    case undefined:
      break;
  }
  return [
    {
      svg: canvasSvg(
        size,
        `<defs>
          <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color="${top}"/>
            <stop offset="${look.horizon}" stop-color="${bottom}"/>
          </linearGradient>
          <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color="#1f7fb0"/>
            <stop offset="1" stop-color="#6fc6dd"/>
          </linearGradient>
        </defs>
        <rect width="${size}" height="${size}" fill="url(#wall)"/>
        ${wall.join('')}`,
      ),
    },
    ...(glow.length > 0 ? [{ svg: canvasSvg(size, glow.join('')), blur: 40 * s }] : []),
    ...(trunks.length > 0 ? [{ svg: canvasSvg(size, trunks.join('')), blur: 12 * s }] : []),
    ...(look.bokehCount > 0
      ? [bokeh(size, random, look.bokeh, look.bokehCount, [0.05, look.horizon - 0.04], 0.55)]
      : []),
  ];
}
