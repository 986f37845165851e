import { hexToRgb } from '../colour';
import { type Layer, type ScenePlan } from './scene-plan';
import { bokeh, lightPool, vignette } from './scene-light';
import { canvasSvg, n } from './svg';
import { paintGround } from './textures';

// Natural placement: a product standing on the ground, a soft out-of-focus setting behind it.

const SETTINGS = {
  garden: {
    horizon: 0.6,
    skyTop: '#b7d8ee',
    skyBottom: '#eef3e6',
    far: [126, 168, 92],
    near: [70, 118, 52],
    streak: 1,
    foliage: ['#4f7f42', '#6d9a53', '#8db86a', '#3c6634'],
    bokeh: ['#ffffff', '#ffe9a8', '#f7c6d9'],
    glow: '#fff6d8',
  },
  stone: {
    horizon: 0.6,
    skyTop: '#e6ddcf',
    skyBottom: '#d4c8b5',
    far: [190, 184, 174],
    near: [138, 132, 124],
    streak: 1,
    foliage: ['#b9ad9b', '#a39684', '#cfc4b3', '#8f8373'],
    bokeh: ['#fffaf0'],
    glow: '#fff3e0',
  },
  forest: {
    horizon: 0.62,
    skyTop: '#163626',
    skyBottom: '#587a45',
    far: [104, 122, 64],
    near: [58, 74, 38],
    streak: 1.5,
    foliage: ['#21402b', '#2e5233', '#3d6a3d', '#1a3322'],
    bokeh: ['#e9f5b0', '#fff4c2', '#cfe89a'],
    glow: '#fff1c4',
  },
} as const;

export function naturalPlacement(setting: 'garden' | 'stone' | 'forest'): ScenePlan {
  const look = SETTINGS[setting];
  return {
    seed: `natural-placement:${setting}`,
    box: { width: 0.5, height: 0.55 },
    anchor: { x: 0.5, y: 0.83, align: 'base' },
    shadow: 'ground',
    reflection: setting === 'stone' ? 0.16 : 0,
    behind: ({ size, random }) => [
      ...naturalBackdrop(size, setting, random),
      {
        rgba: paintGround(size, {
          horizon: look.horizon,
          far: look.far,
          near: look.near,
          haze: hexToRgb(look.skyBottom),
          streak: look.streak,
          texture: setting === 'stone' ? 'stone' : 'grass',
          random,
        }),
      },
      { svg: lightPool(size, look.horizon, look.glow) },
    ],
    front: ({ size }) => [{ svg: vignette(size, setting === 'forest' ? 0.45 : 0.28) }],
  };
}

function naturalBackdrop(
  size: number,
  setting: 'garden' | 'stone' | 'forest',
  random: () => number,
): Layer[] {
  const look = SETTINGS[setting];
  const s = size / 1000;
  const h = look.horizon * 1000;
  const layers: Layer[] = [
    {
      svg: canvasSvg(
        size,
        `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="${look.skyTop}"/>
          <stop offset="${look.horizon}" stop-color="${look.skyBottom}"/>
        </linearGradient></defs>
        <rect width="${size}" height="${size}" fill="url(#sky)"/>`,
      ),
    },
  ];
  const shafts = (points: [number, number, number, number][], colour: string, opacity: number) =>
    points
      .map(
        ([top, topWidth, bottom, bottomWidth]) =>
          `<polygon points="${n(top * s)},${n(-50 * s)} ${n((top + topWidth) * s)},${n(-50 * s)} ${n((bottom + bottomWidth) * s)},${n(h * s)} ${n(bottom * s)},${n(h * s)}" fill="${colour}" fill-opacity="${opacity}"/>`,
      )
      .join('');
  if (setting === 'forest') {
    // Trunks: a pale, distant row, then darker, nearer and more out of focus ones.
    for (let row = 0; row < 2; row++) {
      const trunks: string[] = [];
      for (let i = 0; i < 7 - row * 2; i++) {
        const x = random() * 1000;
        const w = (row === 0 ? 18 : 40) + random() * 30;
        trunks.push(
          `<rect x="${n((x - w / 2) * s)}" y="${n(-80 * s)}" width="${n(w * s)}" height="${n((h + 100) * s)}" fill="${row === 0 ? '#3d4a33' : '#261d16'}" fill-opacity="${row === 0 ? 0.55 : 0.8}"/>`,
        );
      }
      layers.push({ svg: canvasSvg(size, trunks.join('')), blur: (row === 0 ? 14 : 30) * s });
    }
    const rays = [0, 1, 2].map((i): [number, number, number, number] => {
      const x = 120 + i * 170 + random() * 60;
      return [x, 70, x + 260, 160];
    });
    layers.push({ svg: canvasSvg(size, shafts(rays, '#fff6cf', 0.16)), blur: 30 * s });
  } else if (setting === 'stone') {
    // Sunlight falling through a window onto the wall.
    const windows: [number, number, number, number][] = [
      [80, 340, 300, 350],
      [480, 160, 700, 160],
    ];
    layers.push({ svg: canvasSvg(size, shafts(windows, '#fffaf0', 0.3)), blur: 30 * s });
  }
  const blobs: string[] = [];
  if (setting === 'stone') {
    // Boulders and a dry-stone wall, out of focus behind the slab.
    for (let i = 0; i < 9; i++) {
      const x = i * 125 - 40 + random() * 40;
      const w = 150 + random() * 90;
      const hh = 90 + random() * 120;
      const fill = look.foliage[Math.floor(random() * look.foliage.length)]!;
      blobs.push(
        `<rect x="${n(x * s)}" y="${n((h - hh) * s)}" width="${n(w * s)}" height="${n((hh + 20) * s)}" rx="${n(45 * s)}" fill="${fill}"/>`,
      );
    }
  } else {
    // Out-of-focus foliage along the horizon.
    for (let i = 0; i < 26; i++) {
      const x = random() * 1100 - 50;
      const r = 50 + random() * 70;
      const y = h - r * (0.2 + random() * 0.5);
      const fill = look.foliage[Math.floor(random() * look.foliage.length)]!;
      blobs.push(
        `<ellipse cx="${n(x * s)}" cy="${n(y * s)}" rx="${n(r * 1.3 * s)}" ry="${n(r * s)}" fill="${fill}" fill-opacity="0.95"/>`,
      );
    }
  }
  layers.push({ svg: canvasSvg(size, blobs.join('')), blur: 14 * s });
  const count = setting === 'stone' ? 4 : 16;
  layers.push(bokeh(size, random, look.bokeh, count, [0.08, look.horizon - 0.05], 0.35));
  return layers;
}
