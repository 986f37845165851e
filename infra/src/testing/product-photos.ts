import sharp from 'sharp';
// The same seeded noise the local scenes draw their textures with.
import { createNoise, fbm, mulberry32 } from '@studio/orchestrator/providers/local/scenes/noise';

/**
 * Photo-like product shots for the cut-out and packshot tests, drawn in code: a shaded product
 * (SVG gradients, highlights, a handle with a hole) over a backdrop of raw pixels (plaster, wood
 * grain, coloured shapes, a white sweep) with a lighting gradient, a cast shadow, film grain and
 * JPEG compression, as a creator's phone would take them. Each comes with its ground truth: the
 * product's mask and the product cut out, so a test can measure what a remover kept and dropped.
 *
 * Deterministic: each scene is drawn from a fixed seed, so the same bytes every run.
 */
export interface ProductPhoto {
  /** Kebab-case name, for test titles and file names. */
  name: string;
  width: number;
  height: number;
  /** The opaque photo, JPEG. */
  photo: Buffer;
  /** Ground truth: one channel, 255 on the product, 0 on the backdrop, anti-aliased edges (PNG). */
  mask: Buffer;
  /** Ground truth: the product alone on transparency (RGBA PNG, alpha = mask). */
  cutOut: Buffer;
}

const WIDTH = 640;
const HEIGHT = 480;

/** A teal ceramic mug (its handle has a hole) on a wooden table against a plaster wall. */
export function mugOnWallAndTable(): Promise<ProductPhoto> {
  return memo('mug-on-wall-and-table', async () => {
    const random = mulberry32(12);
    const backdrop = wallAndTable(random);
    // Light from the upper left: a soft shadow on the table under the mug and to its right.
    darken(backdrop, { cx: 330, cy: 360, rx: 90, ry: 14, strength: 0.5 });
    darken(backdrop, { cx: 372, cy: 250, rx: 70, ry: 95, strength: 0.18 });
    return photograph('mug-on-wall-and-table', backdrop, MUG_SVG, random);
  });
}

/** A glossy blue bottle in front of a busy backdrop of many coloured shapes. */
export function bottleOnBusyBackground(): Promise<ProductPhoto> {
  return memo('bottle-on-busy-background', async () => {
    const random = mulberry32(34);
    const backdrop = await busyShapes(random);
    return photograph('bottle-on-busy-background', backdrop, BOTTLE_SVG, random);
  });
}

/** An off-white pump bottle on a white sweep: little contrast between product and backdrop. */
export function whiteProductOnWhite(): Promise<ProductPhoto> {
  return memo('white-product-on-white', async () => {
    const random = mulberry32(56);
    const backdrop = whiteSweep(random);
    darken(backdrop, { cx: 330, cy: 418, rx: 95, ry: 16, strength: 0.22 });
    return photograph('white-product-on-white', backdrop, WHITE_BOTTLE_SVG, random);
  });
}

/** Every fixture, in a stable order. */
export const PRODUCT_PHOTOS = [mugOnWallAndTable, bottleOnBusyBackground, whiteProductOnWhite];

// Shots the product analyst got wrong (issue 33): a metallic finish, tinted glass, a warm light.

/** A silver car: a neutral body whose lightness swings with the sky and road it reflects. */
export function silverCarOnStreet(): Promise<ProductPhoto> {
  return memo('silver-car-on-street', async () => {
    const random = mulberry32(78);
    return photograph('silver-car-on-street', wallAndTable(random), CAR_SVG, random);
  });
}

/** An amber glass bottle lit from behind: dark brown at its edges, glowing orange where thin. */
export function amberBottleOnWood(): Promise<ProductPhoto> {
  return memo('amber-bottle-on-wood', async () => {
    const random = mulberry32(90);
    return photograph('amber-bottle-on-wood', wallAndTable(random), AMBER_BOTTLE_SVG, random);
  });
}

/** A white mug on a white sweep under a warm tungsten bulb, which tints everything orange. */
export function whiteMugUnderWarmLight(): Promise<ProductPhoto> {
  return memo('white-mug-under-warm-light', async () => {
    const random = mulberry32(91);
    const backdrop = whiteSweep(random);
    darken(backdrop, { cx: 330, cy: 372, rx: 90, ry: 14, strength: 0.3 });
    return photograph('white-mug-under-warm-light', backdrop, WHITE_MUG_SVG, random, {
      light: [1, 0.86, 0.68],
    });
  });
}

const cache = new Map<string, Promise<ProductPhoto>>();
function memo(name: string, make: () => Promise<ProductPhoto>): Promise<ProductPhoto> {
  let photo = cache.get(name);
  if (!photo) {
    photo = make();
    cache.set(name, photo);
  }
  return photo;
}

/** RGB floats (0–255), three per pixel, WIDTH × HEIGHT. */
type Canvas = Float32Array;

/**
 * Lays the product (an SVG the size of the photo) over the backdrop, adds grain to both the same
 * way (so the cut-out's colours are the photo's), and encodes the photo as a phone would.
 */
async function photograph(
  name: string,
  backdrop: Canvas,
  productSvg: string,
  random: () => number,
  /** The light's colour, multiplying every channel of the scene (1, 1, 1: white light). */
  options: { light?: readonly [number, number, number] } = {},
): Promise<ProductPhoto> {
  const light = options.light ?? [1, 1, 1];
  const product = await sharp(Buffer.from(productSvg)).ensureAlpha().raw().toBuffer();
  const pixels = WIDTH * HEIGHT;
  const photo = Buffer.alloc(pixels * 3);
  const cutOut = Buffer.alloc(pixels * 4);
  const mask = Buffer.alloc(pixels);
  for (let i = 0; i < pixels; i++) {
    // Sensor grain: mostly brightness, a little colour.
    const luma = (random() + random() - 1) * 9;
    const a = product[i * 4 + 3]! / 255;
    mask[i] = product[i * 4 + 3]!;
    for (let c = 0; c < 3; c++) {
      const grain = luma + (random() - 0.5) * 4;
      const front = clamp(product[i * 4 + c]! * light[c]! + grain);
      const back = clamp(backdrop[i * 3 + c]! * light[c]! + grain);
      photo[i * 3 + c] = clamp(front * a + back * (1 - a));
      if (a > 0) cutOut[i * 4 + c] = front;
    }
    cutOut[i * 4 + 3] = mask[i]!;
  }
  const raw = (data: Buffer, channels: 1 | 3 | 4) =>
    sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels } });
  return {
    name,
    width: WIDTH,
    height: HEIGHT,
    photo: await raw(photo, 3).jpeg({ quality: 90 }).toBuffer(),
    mask: await raw(mask, 1).toColourspace('b-w').png().toBuffer(),
    cutOut: await raw(cutOut, 4).png().toBuffer(),
  };
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

/** Plaster wall (upper 60 %) and wooden table, lit from the upper left, with a vignette. */
function wallAndTable(random: () => number): Canvas {
  const canvas = new Float32Array(WIDTH * HEIGHT * 3);
  const plaster = createNoise(random);
  const grain = createNoise(random);
  const horizon = 292;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      let rgb: [number, number, number];
      if (y < horizon) {
        const t = (fbm(plaster, x / 60, y / 60, 4) - 0.5) * 34 + (random() - 0.5) * 6;
        rgb = [214 + t, 200 + t, 178 + t * 0.9];
        // Darker where the wall meets the table (less light reaches the corner).
        const corner = Math.max(0, 1 - (horizon - y) / 40);
        rgb = scale(rgb, 1 - 0.18 * corner * corner);
      } else {
        const plank = Math.floor((x + 0.35 * (y - horizon)) / 118);
        const wobble = fbm(grain, x / 90, y / 14 + plank * 7, 3) * 9;
        const stripes = Math.sin((y - horizon) * 0.55 + wobble + plank * 2.1);
        const t = stripes * 11 + (fbm(grain, x / 25, y / 6, 2) - 0.5) * 18;
        rgb = [148 + t, 98 + t * 0.75, 60 + t * 0.5];
        // The gap between planks, a dark line running back towards the wall.
        const seam = (x + 0.35 * (y - horizon)) % 118;
        if (seam < 2) rgb = scale(rgb, 0.55);
        // The table's front edge catches less light.
        if (y > HEIGHT - 26) rgb = scale(rgb, 0.78);
      }
      const light = lighting(x, y);
      canvas[i] = rgb[0] * light;
      canvas[i + 1] = rgb[1] * light;
      canvas[i + 2] = rgb[2] * light;
    }
  }
  return canvas;
}

/** Dozens of overlapping coloured discs, bars and triangles, slightly out of focus. */
async function busyShapes(random: () => number): Promise<Canvas> {
  const palette = ['#e74c3c', '#f1c40f', '#2ecc71', '#9b59b6', '#e67e22', '#1abc9c', '#ecf0f1'];
  const pick = () => palette[Math.floor(random() * palette.length)]!;
  const shapes: string[] = [];
  for (let k = 0; k < 70; k++) {
    const x = Math.round(random() * WIDTH);
    const y = Math.round(random() * HEIGHT);
    const s = Math.round(18 + random() * 70);
    const kind = k % 3;
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${pick()}"/>`);
    else if (kind === 1) {
      const angle = Math.round(random() * 180);
      shapes.push(
        `<rect x="${x}" y="${y}" width="${s * 1.6}" height="${s / 3}" fill="${pick()}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    } else {
      shapes.push(
        `<polygon points="${x},${y - s / 2} ${x + s / 2},${y + s / 2} ${x - s / 2},${y + s / 2}" fill="${pick()}"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#34495e"/>
  <g filter="url(#soft)">${shapes.join('')}</g>
  <defs><filter id="soft"><feGaussianBlur stdDeviation="1.6"/></filter></defs>
</svg>`;
  const canvas = new Float32Array(WIDTH * HEIGHT * 3);
  const raster = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const light = lighting(x, y);
      for (let c = 0; c < 3; c++) canvas[i + c] = raster[i + c]! * light;
    }
  }
  return canvas;
}

/** A white paper sweep: bright at the top, a little greyer towards the front, faint texture. */
function whiteSweep(random: () => number): Canvas {
  const canvas = new Float32Array(WIDTH * HEIGHT * 3);
  const paper = createNoise(random);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const t = (fbm(paper, x / 45, y / 45, 3) - 0.5) * 5;
      const fall = (y / HEIGHT) * 10 + (Math.abs(x - WIDTH / 2) / WIDTH) * 8;
      const v = 251 - fall + t;
      canvas[i] = v;
      canvas[i + 1] = v;
      canvas[i + 2] = v - 2;
    }
  }
  return canvas;
}

/** Light falling off from the upper left, and a gentle vignette. */
function lighting(x: number, y: number): number {
  const dx = x / WIDTH - 0.2;
  const dy = y / HEIGHT - 0.05;
  const fromLight = Math.sqrt(dx * dx + dy * dy);
  const cx = x / WIDTH - 0.5;
  const cy = y / HEIGHT - 0.5;
  return (1.1 - 0.3 * fromLight) * (1 - 0.25 * (cx * cx + cy * cy));
}

function scale(rgb: [number, number, number], k: number): [number, number, number] {
  return [rgb[0] * k, rgb[1] * k, rgb[2] * k];
}

/** A soft elliptical shadow: multiplies the backdrop by up to (1 − strength). */
function darken(
  canvas: Canvas,
  s: { cx: number; cy: number; rx: number; ry: number; strength: number },
): void {
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const d = ((x - s.cx) / s.rx) ** 2 + ((y - s.cy) / s.ry) ** 2;
      if (d > 4) continue;
      const k = 1 - s.strength * Math.exp(-d * 1.5);
      const i = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) canvas[i + c] = canvas[i + c]! * k;
    }
  }
}

// The product drawings: gradients for the round bodies, a highlight strip, darker rims and caps.

const MUG_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="body" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#0b3f44"/>
      <stop offset="0.22" stop-color="#1c8088"/>
      <stop offset="0.34" stop-color="#7fd0d4"/>
      <stop offset="0.46" stop-color="#2a9aa2"/>
      <stop offset="0.85" stop-color="#146870"/>
      <stop offset="1" stop-color="#082f33"/>
    </linearGradient>
    <linearGradient id="handle" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#2a9aa2"/>
      <stop offset="0.6" stop-color="#136069"/>
      <stop offset="1" stop-color="#0a3a40"/>
    </linearGradient>
    <radialGradient id="inside" cx="0.5" cy="0.2" r="0.8">
      <stop offset="0" stop-color="#0e4d53"/>
      <stop offset="1" stop-color="#06262a"/>
    </radialGradient>
  </defs>
  <path fill="url(#handle)" fill-rule="evenodd"
    d="M 372 200 C 440 196 446 300 372 302 L 372 282 C 418 280 416 222 372 222 Z"/>
  <path fill="url(#body)" d="M 262 176 L 262 338 Q 262 362 320 362 Q 378 362 378 338 L 378 176 Z"/>
  <ellipse cx="320" cy="176" rx="58" ry="15" fill="#3aa9b0"/>
  <ellipse cx="320" cy="177" rx="52" ry="11" fill="url(#inside)"/>
  <rect x="294" y="196" width="7" height="140" rx="3" fill="#ffffff" opacity="0.35"/>
</svg>`;

const BOTTLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="glass" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#06163a"/>
      <stop offset="0.2" stop-color="#123a8a"/>
      <stop offset="0.3" stop-color="#8fb4f0"/>
      <stop offset="0.4" stop-color="#1f4fb0"/>
      <stop offset="0.8" stop-color="#0f2f78"/>
      <stop offset="1" stop-color="#050f2a"/>
    </linearGradient>
    <linearGradient id="cap" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#1a1a1a"/>
      <stop offset="0.35" stop-color="#6b6b6b"/>
      <stop offset="1" stop-color="#0d0d0d"/>
    </linearGradient>
  </defs>
  <path fill="url(#glass)"
    d="M 302 120 L 338 120 L 338 150 C 338 172 384 180 384 214 L 384 420 Q 384 440 364 440
       L 276 440 Q 256 440 256 420 L 256 214 C 256 180 302 172 302 150 Z"/>
  <rect x="296" y="70" width="48" height="54" rx="6" fill="url(#cap)"/>
  <rect x="262" y="270" width="116" height="92" fill="#f3efe6"/>
  <rect x="280" y="292" width="80" height="10" fill="#c0392b"/>
  <rect x="286" y="312" width="68" height="6" fill="#7f8c8d"/>
  <rect x="290" y="326" width="60" height="6" fill="#7f8c8d"/>
  <rect x="279" y="200" width="8" height="230" rx="4" fill="#ffffff" opacity="0.3"/>
</svg>`;

const WHITE_BOTTLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="body" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#b3b3ae"/>
      <stop offset="0.18" stop-color="#dcdcd6"/>
      <stop offset="0.32" stop-color="#f5f5f1"/>
      <stop offset="0.5" stop-color="#e3e3dd"/>
      <stop offset="0.85" stop-color="#cdcdc7"/>
      <stop offset="1" stop-color="#a6a6a1"/>
    </linearGradient>
    <linearGradient id="pump" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#9a9a96"/>
      <stop offset="0.4" stop-color="#e0e0dc"/>
      <stop offset="1" stop-color="#8e8e8a"/>
    </linearGradient>
  </defs>
  <rect x="316" y="78" width="64" height="16" rx="5" fill="url(#pump)"/>
  <rect x="306" y="90" width="28" height="40" fill="url(#pump)"/>
  <rect x="296" y="126" width="48" height="34" rx="4" fill="url(#pump)"/>
  <path fill="url(#body)"
    d="M 296 158 L 344 158 C 344 176 392 178 392 206 L 392 398 Q 392 418 372 418
       L 268 418 Q 248 418 248 398 L 248 206 C 248 178 296 176 296 158 Z"/>
  <rect x="266" y="262" width="108" height="8" fill="#8c8c88"/>
  <rect x="276" y="282" width="88" height="5" fill="#a3a39f"/>
  <rect x="286" y="294" width="68" height="5" fill="#a3a39f"/>
</svg>`;

const CAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="paint" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#eef1f3"/>
      <stop offset="0.28" stop-color="#b9bec2"/>
      <stop offset="0.45" stop-color="#5b6064"/>
      <stop offset="0.55" stop-color="#d7dbde"/>
      <stop offset="0.8" stop-color="#8d9296"/>
      <stop offset="1" stop-color="#3e4245"/>
    </linearGradient>
  </defs>
  <path fill="url(#paint)" d="M 120 330 L 130 270 Q 140 250 190 246 L 250 200 Q 270 188 330 188
    L 400 188 Q 440 190 470 236 L 520 250 Q 540 256 542 290 L 540 330 Z"/>
  <path fill="#2b3136" d="M 262 210 Q 276 200 326 200 L 330 244 L 222 246 Z"/>
  <path fill="#2b3136" d="M 342 200 L 398 200 Q 426 204 448 244 L 346 244 Z"/>
  <circle cx="212" cy="334" r="34" fill="#151515"/>
  <circle cx="212" cy="334" r="16" fill="#9a9ea2"/>
  <circle cx="452" cy="334" r="34" fill="#151515"/>
  <circle cx="452" cy="334" r="16" fill="#9a9ea2"/>
</svg>`;

const AMBER_BOTTLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="amber" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#2e1504"/>
      <stop offset="0.2" stop-color="#6e3508"/>
      <stop offset="0.45" stop-color="#c8741a"/>
      <stop offset="0.6" stop-color="#a85a0e"/>
      <stop offset="0.85" stop-color="#5c2c06"/>
      <stop offset="1" stop-color="#261103"/>
    </linearGradient>
  </defs>
  <path fill="url(#amber)"
    d="M 302 110 L 338 110 L 338 150 C 338 172 380 180 380 214 L 380 400 Q 380 418 362 418
       L 278 418 Q 260 418 260 400 L 260 214 C 260 180 302 172 302 150 Z"/>
  <rect x="298" y="80" width="44" height="34" rx="5" fill="#1b1b1b"/>
  <rect x="284" y="206" width="7" height="200" rx="3" fill="#ffe2b0" opacity="0.35"/>
</svg>`;

const WHITE_MUG_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="body" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#c9c9c9"/>
      <stop offset="0.3" stop-color="#f4f4f4"/>
      <stop offset="0.4" stop-color="#ffffff"/>
      <stop offset="0.75" stop-color="#e6e6e6"/>
      <stop offset="1" stop-color="#bdbdbd"/>
    </linearGradient>
  </defs>
  <path fill="#dcdcdc" fill-rule="evenodd"
    d="M 372 200 C 440 196 446 300 372 302 L 372 282 C 418 280 416 222 372 222 Z"/>
  <path fill="url(#body)" d="M 262 176 L 262 338 Q 262 362 320 362 Q 378 362 378 338 L 378 176 Z"/>
  <ellipse cx="320" cy="176" rx="58" ry="15" fill="#efefef"/>
  <ellipse cx="320" cy="177" rx="52" ry="11" fill="#d2d2d2"/>
</svg>`;
