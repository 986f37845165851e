import { type ScenePlan } from './scene-plan';
import { canvasSvg, n } from './svg';
import { paintLinen, paintMarble, paintWood } from './textures';

// Flat-lay: a surface seen from above, the product in the middle, props around the edges.

const FLAT_LAY_PROPS = {
  linen: {
    leaf: '#7d9a6f',
    leafDark: '#5d7a52',
    dish: '#c9785a',
    dishInner: '#b5644a',
    accent: '#f3ead8',
  },
  marble: {
    leaf: '#6f9285',
    leafDark: '#4f7366',
    dish: '#e8c9c0',
    dishInner: '#dcb5aa',
    accent: '#c8a45a',
  },
  wood: {
    leaf: '#4f7a45',
    leafDark: '#3a5f33',
    dish: '#f2efe9',
    dishInner: '#e2ddd4',
    accent: '#f0e3c8',
  },
} as const;

export function flatLay(surface: 'linen' | 'marble' | 'wood'): ScenePlan {
  return {
    seed: `flat-lay:${surface}`,
    box: { width: 0.56, height: 0.56 },
    anchor: { x: 0.5, y: 0.49, align: 'centre' },
    shadow: 'drop',
    reflection: 0,
    behind: ({ size, random }) => {
      const painter = { linen: paintLinen, marble: paintMarble, wood: paintWood }[surface];
      const s = size / 1000;
      return [
        { rgba: painter(size, random) },
        {
          svg: flatLayProps(size, surface, random),
          shadow: { dx: 6 * s, dy: 8 * s, blur: 7 * s, opacity: 0.35 },
        },
      ];
    },
    front: ({ size }) => [{ svg: windowLight(size, 0.16) }],
  };
}

/** Props kept to the corners, clear of the product's box: a leaf sprig, a dish, a card, pebbles. */
function flatLayProps(
  size: number,
  surface: 'linen' | 'marble' | 'wood',
  random: () => number,
): string {
  const s = size / 1000;
  const colours = FLAT_LAY_PROPS[surface];
  const leaves: string[] = [];
  // A sprig in the top-left corner, its stem curving in from outside the frame.
  const stem = [
    [-40, 250],
    [60, 170],
    [150, 120],
    [230, 40],
  ];
  leaves.push(
    `<path d="M${n(-40 * s)} ${n(250 * s)} C ${n(60 * s)} ${n(180 * s)}, ${n(140 * s)} ${n(130 * s)}, ${n(235 * s)} ${n(30 * s)}" stroke="${colours.leafDark}" stroke-width="${n(5 * s)}" fill="none" stroke-linecap="round"/>`,
  );
  for (let i = 0; i < stem.length; i++) {
    const [x, y] = stem[i]!;
    for (const side of [-1, 1]) {
      const angle = -40 + side * (55 + random() * 15);
      const length = (70 + random() * 30) * s;
      const fill = random() > 0.5 ? colours.leaf : colours.leafDark;
      leaves.push(leafPath(x! * s, y! * s, length, angle, fill));
    }
  }
  const pebbles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = (90 + i * 58 + random() * 20) * s;
    const cy = (880 - i * 30 + random() * 30) * s;
    const r = (24 - i * 4 + random() * 6) * s;
    const tone =
      surface === 'wood'
        ? ['#d9d4cb', '#b9b2a7', '#e8e4dc'][i]!
        : ['#8c8781', '#a9a39b', '#6f6a64'][i]!;
    pebbles.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.2)}" ry="${n(r)}" fill="${tone}" transform="rotate(${n(random() * 60 - 30)} ${n(cx)} ${n(cy)})"/>`,
    );
  }
  const dish = `<circle cx="${n(900 * s)}" cy="${n(110 * s)}" r="${n(135 * s)}" fill="${colours.dish}"/>
    <circle cx="${n(900 * s)}" cy="${n(110 * s)}" r="${n(100 * s)}" fill="${colours.dishInner}"/>
    <circle cx="${n(880 * s)}" cy="${n(95 * s)}" r="${n(100 * s)}" fill="#fff" fill-opacity="0.12"/>`;
  const card = `<rect x="${n(780 * s)}" y="${n(800 * s)}" width="${n(260 * s)}" height="${n(170 * s)}" rx="${n(6 * s)}" fill="${colours.accent}" transform="rotate(-14 ${n(900 * s)} ${n(880 * s)})"/>
    <circle cx="${n(830 * s)}" cy="${n(780 * s)}" r="${n(26 * s)}" fill="none" stroke="${surface === 'marble' ? colours.accent : '#c8a45a'}" stroke-width="${n(7 * s)}"/>`;
  return canvasSvg(size, `${leaves.join('')}${pebbles.join('')}${dish}${card}`);
}

/** A pointed leaf from (x, y), `length` long, at `angle` degrees, with a midrib. */
function leafPath(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.32;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">
    <path d="M0 0 C ${n(length * 0.3)} ${n(-w)}, ${n(length * 0.75)} ${n(-w)}, ${n(length)} 0 C ${n(length * 0.75)} ${n(w)}, ${n(length * 0.3)} ${n(w)}, 0 0 Z" fill="${fill}"/>
    <path d="M0 0 L ${n(length * 0.9)} 0" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(length * 0.03)}"/>
  </g>`;
}

/** Soft daylight from the top left over the whole scene, with darker corners. */
function windowLight(size: number, strength: number): string {
  return canvasSvg(
    size,
    `<defs>
      <linearGradient id="l" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff8ec" stop-opacity="${strength}"/>
        <stop offset="0.55" stop-color="#fff8ec" stop-opacity="0"/>
      </linearGradient>
      <radialGradient id="v" cx="0.5" cy="0.5" r="0.75">
        <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="${strength * 1.6}"/>
      </radialGradient>
    </defs>
    <rect width="${size}" height="${size}" fill="url(#l)"/>
    <rect width="${size}" height="${size}" fill="url(#v)"/>`,
  );
}
