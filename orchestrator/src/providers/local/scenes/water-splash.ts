import { type Layer, type Rect, type ScenePlan } from './scene-plan';
import { canvasSvg, n } from './svg';

// Water splash: the product in the middle of a crown of water, droplets flying around it.

const WATER = {
  blue: { centre: '#5ab8ee', edge: '#0b3a6e', water: '#d9f1ff', rim: '#8ccaf0', line: '#ffffff' },
  aqua: { centre: '#86e6dc', edge: '#0a5e66', water: '#e2fffb', rim: '#8fe0d6', line: '#ffffff' },
  clear: { centre: '#ffffff', edge: '#c6d9e3', water: '#bcdbec', rim: '#7eaac2', line: '#ffffff' },
} as const;

export function waterSplash(colour: 'blue' | 'clear' | 'aqua'): ScenePlan {
  const look = WATER[colour];
  return {
    seed: `water-splash:${colour}`,
    box: { width: 0.46, height: 0.5 },
    anchor: { x: 0.5, y: 0.74, align: 'base' },
    shadow: 'drop',
    reflection: 0,
    behind: ({ size, product, random }) => splashBehind(size, product, look, random),
    front: ({ size, product, random }) => splashFront(size, product, look, random),
  };
}

type WaterLook = (typeof WATER)[keyof typeof WATER];

function splashBehind(size: number, product: Rect, look: WaterLook, random: () => number): Layer[] {
  const s = size / 1000;
  const cx = product.left + product.width / 2;
  const base = product.top + product.height;
  const petals: string[] = [];
  const drops: string[] = [];
  const count = 13;
  for (let i = 0; i < count; i++) {
    // Fan from left to right over the top, longer in the middle.
    const t = i / (count - 1);
    const angle = Math.PI * (1.08 + t * 0.84) + (random() - 0.5) * 0.08;
    const reach = (0.4 + Math.sin(t * Math.PI) * 0.32 + random() * 0.12) * product.height;
    const width = (20 + random() * random() * 50) * s;
    const from = {
      x: cx + Math.cos(angle) * product.width * 0.18,
      y: base - product.height * 0.06,
    };
    const tip = { x: from.x + Math.cos(angle) * reach, y: from.y + Math.sin(angle) * reach };
    const bend = (random() - 0.5) * 0.3 * reach;
    petals.push(tongue(from, angle, reach, width, bend, look.line, s));
    drops.push(
      droplet(
        tip.x + Math.cos(angle) * width * 1.3,
        tip.y + Math.sin(angle) * width * 1.3,
        (5 + random() * 5) * s,
      ),
    );
  }
  drops.push(scatteredDroplets(size, product, random, 18, 0.55));
  const backdrop = `<defs>
      <radialGradient id="bg" cx="0.5" cy="0.45" r="0.75">
        <stop offset="0" stop-color="${look.centre}"/>
        <stop offset="1" stop-color="${look.edge}"/>
      </radialGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${look.rim}" stop-opacity="0.9"/>
        <stop offset="1" stop-color="${look.edge}" stop-opacity="0.9"/>
      </linearGradient>
    </defs>
    <rect width="${size}" height="${size}" fill="url(#bg)"/>
    <rect y="${n(base - product.height * 0.02)}" width="${size}" height="${n(size - base + product.height * 0.02)}" fill="url(#sea)"/>
    ${ripples(size, cx, base, product.width, look)}`;
  const water = `<defs><linearGradient id="w" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${look.water}" stop-opacity="0.95"/>
      <stop offset="1" stop-color="${look.water}" stop-opacity="0.55"/>
    </linearGradient></defs>${petals.join('')}`;
  return [
    { svg: canvasSvg(size, backdrop) },
    { svg: canvasSvg(size, water), blur: 2 * s },
    { svg: canvasSvg(size, `<defs>${dropletGradient(look)}</defs>${drops.join('')}`) },
  ];
}

/**
 * One tongue of a splash crown: narrow where it leaves the water, widening towards a rounded tip,
 * gently bent, with a highlight along its middle.
 */
function tongue(
  from: { x: number; y: number },
  angle: number,
  reach: number,
  width: number,
  bend: number,
  line: string,
  s: number,
): string {
  const dir = { x: Math.cos(angle), y: Math.sin(angle) };
  const normal = { x: -dir.y, y: dir.x };
  const tip = { x: from.x + dir.x * reach, y: from.y + dir.y * reach };
  const base = width * 0.12;
  const head = width * 0.45;
  const at = (p: { x: number; y: number }, along: number, across: number) =>
    `${n(p.x + dir.x * along + normal.x * (across + bend))} ${n(p.y + dir.y * along + normal.y * (across + bend))}`;
  const point = (p: { x: number; y: number }, across: number) =>
    `${n(p.x + normal.x * across)} ${n(p.y + normal.y * across)}`;
  const outline = [
    `M${point(from, -base)}`,
    `C ${at(from, reach * 0.5, -base)} ${at(tip, -reach * 0.2, -head * 1.2)} ${point(tip, -head)}`,
    `A ${n(head)} ${n(head)} 0 0 1 ${point(tip, head)}`,
    `C ${at(tip, -reach * 0.2, head * 1.2)} ${at(from, reach * 0.5, base)} ${point(from, base)} Z`,
  ].join(' ');
  const highlight = `M${point(from, 0)} C ${at(from, reach * 0.45, 0)} ${at(tip, -reach * 0.3, 0)} ${n(tip.x + dir.x * head * 0.6)} ${n(tip.y + dir.y * head * 0.6)}`;
  return `<path d="${outline}" fill="url(#w)"/>
    <path d="${highlight}" stroke="${line}" stroke-opacity="0.6" stroke-width="${n(3 * s)}" fill="none" stroke-linecap="round"/>`;
}

function splashFront(size: number, product: Rect, look: WaterLook, random: () => number): Layer[] {
  const s = size / 1000;
  const cx = product.left + product.width / 2;
  const base = product.top + product.height;
  const sheet = `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(product.width * 0.72)}" ry="${n(34 * s)}" fill="${look.water}" fill-opacity="0.7"/>
    <ellipse cx="${n(cx)}" cy="${n(base - 6 * s)}" rx="${n(product.width * 0.66)}" ry="${n(22 * s)}" fill="none" stroke="${look.line}" stroke-opacity="0.8" stroke-width="${n(3 * s)}"/>`;
  // The crown's front rim: a wavy lip along the near half of the sheet, beads on its crests.
  const rx = product.width * 0.72;
  const crests = 9;
  const rim: string[] = [`M${n(cx - rx)} ${n(base)}`];
  const beads: string[] = [];
  for (let i = 1; i <= crests * 2; i++) {
    const t = i / (crests * 2);
    const angle = Math.PI * (1 - t);
    const x = cx + Math.cos(angle) * rx;
    const y = base + Math.sin(angle) * 30 * s;
    if (i % 2 === 1) {
      const lift = (30 + random() * 45) * s * Math.sin(t * Math.PI);
      rim.push(`Q ${n(x)} ${n(y - lift * 2)}`);
      if (random() > 0.35) beads.push(droplet(x, y - lift * 1.35, (4 + random() * 4) * s));
    } else {
      rim.push(`${n(x)} ${n(y)}`);
    }
  }
  rim.push(`Q ${n(cx)} ${n(base + 60 * s)} ${n(cx - rx)} ${n(base)} Z`);
  const lip = `<path d="${rim.join(' ')}" fill="${look.water}" fill-opacity="0.55" stroke="${look.line}" stroke-opacity="0.7" stroke-width="${n(2.5 * s)}"/>`;
  beads.push(scatteredDroplets(size, product, random, 14, 0.9));
  return [
    { svg: canvasSvg(size, sheet + lip), blur: 1.5 * s },
    { svg: canvasSvg(size, `<defs>${dropletGradient(look)}</defs>${beads.join('')}`) },
  ];
}

function ripples(size: number, cx: number, base: number, width: number, look: WaterLook): string {
  const s = size / 1000;
  return [1.2, 1.7, 2.4, 3.3]
    .map(
      (k, i) =>
        `<ellipse cx="${n(cx)}" cy="${n(base + (8 + i * 10) * s)}" rx="${n(width * k * 0.6)}" ry="${n((22 + i * 16) * s)}" fill="none" stroke="${look.line}" stroke-opacity="${n(0.45 - i * 0.09)}" stroke-width="${n(2.5 * s)}"/>`,
    )
    .join('');
}

function dropletGradient(look: WaterLook): string {
  return `<radialGradient id="drop" cx="0.35" cy="0.35" r="0.75">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/>
    <stop offset="0.35" stop-color="${look.water}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${look.rim}" stop-opacity="0.9"/>
  </radialGradient>`;
}

function droplet(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#drop)"/>
    <circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.25)}" fill="#fff"/>`;
}

/** Droplets in a ring around the product, never over its centre. */
function scatteredDroplets(
  size: number,
  product: Rect,
  random: () => number,
  count: number,
  spread: number,
): string {
  const s = size / 1000;
  const cx = product.left + product.width / 2;
  const cy = product.top + product.height * 0.45;
  const drops: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = Math.PI * (0.95 + random() * 1.1);
    const distance = (0.62 + random() * spread) * Math.max(product.width, product.height) * 0.75;
    drops.push(
      droplet(
        cx + Math.cos(angle) * distance * 1.1,
        cy + Math.sin(angle) * distance,
        (3 + random() * random() * 14) * s,
      ),
    );
  }
  return drops.join('');
}
