import { type Rect } from './scene-plan';
import { canvasSvg, n } from './svg';

// The props of a flat lay, seen from above, arranged round the product and never over it.

export type FlatLaySurface = 'linen' | 'marble' | 'wood';

const COLOURS = {
  linen: {
    leaf: '#7d9a6f',
    leafDark: '#5d7a52',
    saucer: '#c9785a',
    saucerInner: '#b5644a',
    cloth: '#a9b8a0',
    clothUnder: '#97a78e',
    stripe: '#f3ead8',
    stones: ['#8c8781', '#a9a39b', '#6f6a64'],
  },
  marble: {
    leaf: '#6f9285',
    leafDark: '#4f7366',
    saucer: '#e8c9c0',
    saucerInner: '#dcb5aa',
    cloth: '#d9a38f',
    clothUnder: '#c98f7b',
    stripe: '#f6e9df',
    stones: ['#8c8781', '#a9a39b', '#6f6a64'],
  },
  wood: {
    leaf: '#4f7a45',
    leafDark: '#3a5f33',
    saucer: '#f2efe9',
    saucerInner: '#e2ddd4',
    cloth: '#ece6da',
    clothUnder: '#ddd5c6',
    stripe: '#5f7fa6',
    stones: ['#d9d4cb', '#b9b2a7', '#e8e4dc'],
  },
} as const;

type Colours = (typeof COLOURS)[FlatLaySurface];

/**
 * A prop drawn round (0, 0) in thousandths of the frame, and the radius of a circle that holds it.
 * `near` props lie just off one corner of the product; `frame` props peek in at a corner of the
 * frame, as a cloth does in a flat lay.
 */
interface Prop {
  body: string;
  radius: number;
  corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  place: 'near' | 'frame';
}

/** Clear space kept between a prop and the product, in thousandths of the frame. */
const CLEARANCE = 30;

/**
 * The props as one SVG layer the size of the canvas: a leaf sprig, a cup of coffee on its saucer,
 * small stones and the folded corner of a cloth, each at a corner of the product (or of the
 * frame) and pushed outwards until its circle keeps CLEARANCE from the product's box, so a prop
 * may run off the frame but never under the product.
 */
export function flatLayProps(
  size: number,
  surface: FlatLaySurface,
  product: Rect,
  random: () => number,
): string {
  const colours = COLOURS[surface];
  const s = size / 1000;
  const props: Prop[] = [
    { body: sprig(colours, random), radius: 200, corner: 'top-left', place: 'near' },
    { body: cupFromAbove(colours, random), radius: 120, corner: 'top-right', place: 'near' },
    { body: stones(colours, random), radius: 70, corner: 'bottom-left', place: 'near' },
    { body: clothCorner(colours), radius: 215, corner: 'bottom-right', place: 'frame' },
  ];
  const drawn = props.map((prop) => {
    const { x, y } = position(prop, product, size);
    return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${prop.body}</g>`;
  });
  return canvasSvg(size, drawn.join(''));
}

/** Where a prop's centre goes, in pixels: off its corner, then outwards until it is clear. */
function position(prop: Prop, product: Rect, size: number): { x: number; y: number } {
  const s = size / 1000;
  const radius = prop.radius * s;
  const clearance = CLEARANCE * s;
  const dx = prop.corner.endsWith('left') ? -1 : 1;
  const dy = prop.corner.startsWith('top') ? -1 : 1;
  let x: number;
  let y: number;
  if (prop.place === 'near') {
    // Just clear of the box's corner along the diagonal; kept mostly on the frame if it can be.
    const reach = (radius + clearance) / Math.SQRT2;
    x = (dx < 0 ? product.left : product.left + product.width) + dx * reach;
    y = (dy < 0 ? product.top : product.top + product.height) + dy * reach;
    x = Math.min(size - radius * 0.4, Math.max(radius * 0.4, x));
    y = Math.min(size - radius * 0.4, Math.max(radius * 0.4, y));
  } else {
    x = dx < 0 ? radius * 0.3 : size - radius * 0.3;
    y = dy < 0 ? radius * 0.3 : size - radius * 0.3;
  }
  // Outwards in small steps until the circle keeps its distance from the product's box.
  const step = Math.max(1, size * 0.01);
  while (distanceToRect(x, y, product) < radius + clearance) {
    x += dx * step;
    y += dy * step;
  }
  return { x, y };
}

function distanceToRect(x: number, y: number, rect: Rect): number {
  const nearestX = Math.min(rect.left + rect.width, Math.max(rect.left, x));
  const nearestY = Math.min(rect.top + rect.height, Math.max(rect.top, y));
  return Math.hypot(x - nearestX, y - nearestY);
}

/** A sprig of leaves along a gently curved stem (within 200 of its centre). */
function sprig(colours: Colours, random: () => number): string {
  const parts = [
    `<path d="M-100 55 C -32 28, 28 -4, 85 -50" stroke="${colours.leafDark}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ];
  const nodes = [
    [-73, 41],
    [-38, 25],
    [-3, 10],
    [32, -10],
    [64, -33],
  ];
  for (const [x, y] of nodes) {
    for (const side of [-1, 1]) {
      const angle = -30 + side * (50 + random() * 15);
      const length = 48 + random() * 20;
      parts.push(leaf(x!, y!, length, angle, random() > 0.5 ? colours.leaf : colours.leafDark));
    }
  }
  parts.push(leaf(85, -50, 52, -32, colours.leaf));
  return `<g transform="rotate(${n(random() * 24 - 12)}) scale(1.25)">${parts.join('')}</g>`;
}

/** A pointed leaf from (x, y), `length` long, at `angle` degrees, with a midrib. */
function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.32;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">
    <path d="M0 0 C ${n(length * 0.3)} ${n(-w)}, ${n(length * 0.75)} ${n(-w)}, ${n(length)} 0 C ${n(length * 0.75)} ${n(w)}, ${n(length * 0.3)} ${n(w)}, 0 0 Z" fill="${fill}"/>
    <path d="M0 0 L ${n(length * 0.9)} 0" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(length * 0.03)}"/>
  </g>`;
}

/** A cup of coffee on its saucer, seen from straight above: rings, the coffee, its handle. */
function cupFromAbove(colours: Colours, random: () => number): string {
  const handle = n(random() * 360);
  return `<defs>
      <radialGradient id="coffee" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0.6" stop-color="#4a2c17"/>
        <stop offset="0.92" stop-color="#8a5a35"/>
        <stop offset="1" stop-color="#b98a5e"/>
      </radialGradient>
    </defs>
    <circle r="115" fill="${colours.saucer}"/>
    <circle r="92" fill="${colours.saucerInner}"/>
    <g transform="rotate(${handle})">
      <rect x="58" y="-14" width="46" height="28" rx="14" fill="#f7f4ee"/>
      <rect x="66" y="-6" width="28" height="12" rx="6" fill="${colours.saucerInner}"/>
    </g>
    <circle r="70" fill="#f7f4ee"/>
    <circle r="70" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>
    <circle r="57" fill="url(#coffee)"/>
    <ellipse cx="-18" cy="-22" rx="16" ry="7" fill="#fff" fill-opacity="0.18" transform="rotate(-35 -18 -22)"/>`;
}

/** Three small stones in a loose group. */
function stones(colours: Colours, random: () => number): string {
  const spots = [
    [-32, 12, 27],
    [18, -20, 21],
    [36, 26, 16],
  ];
  return spots
    .map(([x, y, r], i) => {
      const tilt = n(random() * 60 - 30);
      return `<g transform="translate(${x} ${y}) rotate(${tilt})">
        <ellipse rx="${n(r! * 1.2)}" ry="${r}" fill="${colours.stones[i]}"/>
        <ellipse cx="${n(-r! * 0.3)}" cy="${n(-r! * 0.3)}" rx="${n(r! * 0.5)}" ry="${n(r! * 0.3)}" fill="#fff" fill-opacity="0.15"/>
      </g>`;
    })
    .join('');
}

/**
 * The corner of a folded cloth napkin, drawn round its centre so that its folded corner points to
 * the top left (towards the middle of the frame when it lies at the bottom right): a striped
 * border, the fold a soft curve shaded like cloth turning over, the turned-back flap its underside.
 */
function clothCorner(colours: Colours): string {
  const h = 150;
  const cloth = `M${-h} 0 Q ${-h / 2 - 6} ${-h / 2 - 6} 0 ${-h} L ${h} ${-h} L ${h} ${h} L ${-h} ${h} Z`;
  const flap = `M${-h} 0 Q ${-h / 2 - 6} ${-h / 2 - 6} 0 ${-h} Q -14 -40 -6 -6 Q -40 -14 ${-h} 0 Z`;
  return `<defs>
      <linearGradient id="fold" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#000" stop-opacity="0.16"/>
        <stop offset="0.5" stop-color="#000" stop-opacity="0"/>
      </linearGradient>
      <linearGradient id="flap" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.18"/>
        <stop offset="1" stop-color="#000" stop-opacity="0.1"/>
      </linearGradient>
    </defs>
    <g transform="rotate(10)">
      <path d="${cloth}" fill="${colours.cloth}"/>
      <path d="M${-h + 22} 22 L ${-h + 22} ${h} M 22 ${-h + 22} L ${h} ${-h + 22}" stroke="${colours.stripe}" stroke-width="7" fill="none"/>
      <path d="${cloth}" fill="url(#fold)"/>
      <path d="${flap}" fill="${colours.clothUnder}"/>
      <path d="${flap}" fill="url(#flap)"/>
    </g>`;
}
