import sharp, { type OverlayOptions } from 'sharp';
import {
  type BackgroundRemover,
  type ImageResult,
  ProviderError,
  type SceneGenerator,
  type SceneStyle,
} from '../capabilities';
import { LocalBackgroundRemover, undecodable } from './local-background-remover';

export const LOCAL_SCENE_MODEL = 'local-procedural-scene-v1';
export const MIN_SCENE_SIZE = 64;
export const MAX_SCENE_SIZE = 4096;

/**
 * Product scenes without a model: every backdrop is drawn procedurally (value noise painted into
 * raw pixels for linen, marble, wood, grass, stone and sand; SVG for gradients, props, splashes and
 * light), then the cut-out product is placed with a shadow made from its own silhouette.
 *
 * All randomness comes from a PRNG seeded by the style (and, for `prompt`, by the prompt's words),
 * and every geometry is a share of `size`, so the same input gives the same bytes and a scene looks
 * the same at any size. Photos without transparency are cut out first with the background remover.
 */
export class LocalSceneGenerator implements SceneGenerator {
  constructor(private readonly remover: BackgroundRemover = new LocalBackgroundRemover()) {}

  async generateScene(input: {
    image: Buffer;
    style: SceneStyle;
    size: number;
  }): Promise<ImageResult> {
    const { size, style } = input;
    if (!Number.isInteger(size) || size < MIN_SCENE_SIZE || size > MAX_SCENE_SIZE) {
      throw new ProviderError(
        `The scene size must be a whole number of pixels from ${MIN_SCENE_SIZE} to ${MAX_SCENE_SIZE}, not ${size}.`,
        false,
        'invalid_size',
      );
    }
    let product: Buffer;
    try {
      product = await productCutOut(input.image, this.remover);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw undecodable(error);
    }
    const image = await renderScene(planFor(style), product, size);
    return { image, provider: 'local', model: LOCAL_SCENE_MODEL };
  }
}

// ---------------------------------------------------------------------------------------------
// The product

/** The product on transparency, cropped to its visible pixels. */
async function productCutOut(image: Buffer, remover: BackgroundRemover): Promise<Buffer> {
  const oriented = await sharp(image).autoOrient().png().toBuffer();
  const stats = await sharp(oriented).stats();
  const cutOut = stats.isOpaque ? (await remover.removeBackground(oriented)).image : oriented;
  const { data, info } = await sharp(cutOut)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [minX, minY, maxX, maxY] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! > 16) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  // Nothing survived the cut (a uniform photo): show the photo itself rather than nothing.
  if (maxX < 0) return oriented;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .extract({ left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 })
    .png()
    .toBuffer();
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface SceneContext {
  size: number;
  /** Where the product sits, in pixels. */
  product: Rect;
  random: () => number;
}

/**
 * A layer the size of the canvas: raw RGBA pixels, or an SVG document (see canvasSvg) that is
 * blurred by `blur` (a Gaussian sigma in pixels) and casts `shadow` once rendered. Blurs and
 * shadows are done with sharp rather than SVG filters: with librsvg's filters a 2048 px scene
 * took about 30 s (their cost grows much faster than the area); with sharp it takes about 2 s.
 */
type Layer =
  | { rgba: Buffer }
  | {
      svg: string;
      blur?: number;
      shadow?: { dx: number; dy: number; blur: number; opacity: number };
    };

interface ScenePlan {
  /** Seeds the scene's randomness. */
  seed: string;
  /** The box the product is fitted into, as shares of the size. */
  box: { width: number; height: number };
  /** The product's horizontal centre and its base line (or its centre), as shares of the size. */
  anchor: { x: number; y: number; align: 'base' | 'centre' };
  shadow: 'drop' | 'ground';
  /** Opacity of a mirror image under the product (a glossy floor, water); 0 for none. */
  reflection: number;
  /** Drawn before the product, bottom first. */
  behind(context: SceneContext): Layer[];
  /** Drawn over the product: light, foreground props, droplets. */
  front(context: SceneContext): Layer[];
}

async function renderScene(plan: ScenePlan, product: Buffer, size: number): Promise<Buffer> {
  const box = {
    width: Math.max(1, Math.round(plan.box.width * size)),
    height: Math.max(1, Math.round(plan.box.height * size)),
  };
  const { data: fitted, info } = await sharp(product)
    .resize(box.width, box.height, { fit: 'inside', kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rect: Rect = {
    left: Math.round(plan.anchor.x * size - info.width / 2),
    top: Math.round(
      plan.anchor.align === 'base'
        ? plan.anchor.y * size - info.height
        : plan.anchor.y * size - info.height / 2,
    ),
    width: info.width,
    height: info.height,
  };
  const context: SceneContext = { size, product: rect, random: mulberry32(hashString(plan.seed)) };
  const behind = (await Promise.all(plan.behind(context).map((l) => overlay(l, size)))).flat();
  const shadows =
    plan.shadow === 'drop'
      ? await dropShadow(fitted, rect, size)
      : await groundShadow(fitted, rect, size);
  const reflection = plan.reflection > 0 ? [await mirrorImage(fitted, rect, plan.reflection)] : [];
  const front = (await Promise.all(plan.front(context).map((l) => overlay(l, size)))).flat();

  const productLayer: OverlayOptions = {
    input: fitted,
    raw: { width: rect.width, height: rect.height, channels: 4 },
    left: rect.left,
    top: rect.top,
  };
  return sharp({ create: { width: size, height: size, channels: 3, background: '#808080' } })
    .composite([...behind, ...reflection, ...shadows, productLayer, ...front])
    .removeAlpha()
    .png()
    .toBuffer();
}

async function overlay(layer: Layer, size: number): Promise<OverlayOptions[]> {
  const raw = { width: size, height: size, channels: 4 as const };
  if ('rgba' in layer) return [{ input: layer.rgba, raw, left: 0, top: 0 }];
  const m = bleed(size);
  const bled = { width: size + m * 2, height: size + m * 2, channels: 4 as const };
  let pixels = await sharp(Buffer.from(layer.svg)).ensureAlpha().raw().toBuffer();
  // Blurred over the bleed margin too, so shapes running off the canvas blur evenly to its edge.
  if (layer.blur && layer.blur >= 0.3) {
    pixels = await sharp(pixels, { raw: bled }).blur(layer.blur).raw().toBuffer();
  }
  const crop = (image: Buffer, left: number, top: number) =>
    sharp(image, { raw: bled }).extract({ left, top, width: size, height: size }).raw().toBuffer();
  const layers: OverlayOptions[] = [{ input: await crop(pixels, m, m), raw, left: 0, top: 0 }];
  if (layer.shadow) {
    // Made from the whole drawing, margin included, so shapes cut by the frame still cast one.
    const { dx, dy, blur, opacity } = layer.shadow;
    const shadow = Buffer.alloc(pixels.length);
    for (let i = 3; i < pixels.length; i += 4) shadow[i] = Math.round(pixels[i]! * opacity);
    const blurred = await sharp(shadow, { raw: bled }).blur(Math.max(0.3, blur)).raw().toBuffer();
    const shift = (d: number) => Math.min(m * 2, Math.max(0, Math.round(m - d)));
    layers.unshift({ input: await crop(blurred, shift(dx), shift(dy)), raw, left: 0, top: 0 });
  }
  return layers;
}

/**
 * The product's silhouette, darkened, padded by three blur radii, then blurred: the basis of every
 * shadow. `squash` flattens it (a shadow cast on the floor), `flip` mirrors it downwards.
 */
async function silhouette(
  rgba: Buffer,
  rect: Rect,
  options: { opacity: number; blur: number; squash?: number; flip?: boolean },
): Promise<{ layer: OverlayOptions; width: number; height: number; pad: number }> {
  const pad = Math.ceil(options.blur * 3);
  const rows = options.squash ? Math.max(1, Math.round(rect.height * options.squash)) : rect.height;
  const width = rect.width + pad * 2;
  const height = rows + pad * 2;
  const shadow = Buffer.alloc(width * height * 4);
  for (let row = 0; row < rows; row++) {
    // Each shadow row averages the product rows it stands for (box filter when squashed).
    const from = Math.floor((row * rect.height) / rows);
    const to = Math.max(from + 1, Math.floor(((row + 1) * rect.height) / rows));
    for (let x = 0; x < rect.width; x++) {
      let sum = 0;
      for (let y = from; y < to; y++) {
        const source = options.flip ? rect.height - 1 - y : y;
        sum += rgba[(source * rect.width + x) * 4 + 3]!;
      }
      shadow[((row + pad) * width + x + pad) * 4 + 3] = Math.round(
        (sum / (to - from)) * options.opacity,
      );
    }
  }
  const raw = { width, height, channels: 4 as const };
  const blurred =
    options.blur >= 0.3 ? await sharp(shadow, { raw }).blur(options.blur).raw().toBuffer() : shadow;
  return { layer: { input: blurred, raw }, width, height, pad };
}

/** A top-down shadow: the silhouette, soft and offset down-right as if lit from the top left. */
async function dropShadow(rgba: Buffer, rect: Rect, size: number): Promise<OverlayOptions[]> {
  const soft = await silhouette(rgba, rect, { opacity: 0.42, blur: size * 0.014 });
  const tight = await silhouette(rgba, rect, { opacity: 0.25, blur: size * 0.004 });
  return [
    {
      ...soft.layer,
      left: Math.round(rect.left - soft.pad + size * 0.018),
      top: Math.round(rect.top - soft.pad + size * 0.026),
    },
    {
      ...tight.layer,
      left: Math.round(rect.left - tight.pad + size * 0.004),
      top: Math.round(rect.top - tight.pad + size * 0.006),
    },
  ];
}

/**
 * A product standing on a floor: a dark contact line where it touches, and its silhouette
 * flattened onto the floor in front of it, as if lit from behind and above.
 */
async function groundShadow(rgba: Buffer, rect: Rect, size: number): Promise<OverlayOptions[]> {
  const cast = await silhouette(rgba, rect, {
    opacity: 0.2,
    blur: size * 0.012,
    flip: true,
    squash: 0.1,
  });
  const base = rect.top + rect.height;
  const contactWidth = rect.width * 0.92;
  const contactHeight = Math.max(3, size * 0.022);
  const blur = Math.max(1, size * 0.006);
  const svgWidth = Math.ceil(contactWidth + blur * 8);
  const svgHeight = Math.ceil(contactHeight + blur * 8);
  const contact = await sharp(
    Buffer.from(
      svgDocument(
        svgWidth,
        svgHeight,
        `<ellipse cx="${n(svgWidth / 2)}" cy="${n(svgHeight / 2)}" rx="${n(contactWidth / 2)}" ry="${n(contactHeight / 2)}" fill="#000" fill-opacity="0.5"/>`,
      ),
    ),
  )
    .blur(blur)
    .png()
    .toBuffer();
  return [
    {
      ...cast.layer,
      left: Math.round(rect.left - cast.pad),
      top: Math.round(base - cast.pad - size * 0.004),
    },
    {
      input: contact,
      left: Math.round(rect.left + rect.width / 2 - svgWidth / 2),
      top: Math.round(base - svgHeight / 2),
    },
  ];
}

/** The product mirrored under its base, fading out: a polished floor or still water. */
async function mirrorImage(rgba: Buffer, rect: Rect, strength: number): Promise<OverlayOptions> {
  const mirrored = Buffer.from(rgba);
  const fade = rect.height * 0.45;
  for (let y = 0; y < rect.height; y++) {
    // Row y of the mirror is row (height - 1 - y) of the product.
    const source = rect.height - 1 - y;
    const factor = strength * Math.max(0, 1 - y / fade);
    for (let x = 0; x < rect.width; x++) {
      const to = (y * rect.width + x) * 4;
      const from = (source * rect.width + x) * 4;
      mirrored[to] = rgba[from]!;
      mirrored[to + 1] = rgba[from + 1]!;
      mirrored[to + 2] = rgba[from + 2]!;
      mirrored[to + 3] = Math.round(rgba[from + 3]! * factor);
    }
  }
  const raw = { width: rect.width, height: rect.height, channels: 4 as const };
  const image = await sharp(mirrored, { raw })
    .blur(Math.max(0.3, rect.height / 300))
    .raw()
    .toBuffer();
  return { input: image, raw, left: rect.left, top: rect.top + rect.height };
}

// ---------------------------------------------------------------------------------------------
// Styles

function planFor(style: SceneStyle): ScenePlan {
  switch (style.kind) {
    case 'flat-lay':
      return flatLay(style.surface);
    case 'natural-placement':
      return naturalPlacement(style.setting);
    case 'water-splash':
      return waterSplash(style.colour);
    case 'prompt':
      return promptScene(style.prompt);
  }
}

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

function flatLay(surface: 'linen' | 'marble' | 'wood'): ScenePlan {
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

function naturalPlacement(setting: 'garden' | 'stone' | 'forest'): ScenePlan {
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

/** Warm light falling on the floor behind the product, fading towards the edges. */
function lightPool(size: number, horizon: number, colour: string): string {
  return canvasSvg(
    size,
    `<defs><radialGradient id="p" cx="0.5" cy="${horizon + 0.12}" r="0.45" gradientTransform="translate(0 ${n(horizon + 0.12)}) scale(1 0.45) translate(0 ${n(-(horizon + 0.12))})">
      <stop offset="0" stop-color="${colour}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${colour}" stop-opacity="0"/>
    </radialGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#p)"/>`,
  );
}

function vignette(size: number, strength: number): string {
  return canvasSvg(
    size,
    `<defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.72">
      <stop offset="0.5" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="${strength}"/>
    </radialGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#v)"/>`,
  );
}

// Water splash: the product in the middle of a crown of water, droplets flying around it.

const WATER = {
  blue: { centre: '#5ab8ee', edge: '#0b3a6e', water: '#d9f1ff', rim: '#8ccaf0', line: '#ffffff' },
  aqua: { centre: '#86e6dc', edge: '#0a5e66', water: '#e2fffb', rim: '#8fe0d6', line: '#ffffff' },
  clear: { centre: '#ffffff', edge: '#c6d9e3', water: '#bcdbec', rim: '#7eaac2', line: '#ffffff' },
} as const;

function waterSplash(colour: 'blue' | 'clear' | 'aqua'): ScenePlan {
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

// Prompt: a set whose palette comes from the prompt's words.

interface PromptLook {
  /** Wall or sky, top to horizon. */
  wall: [string, string];
  /** Floor colours, far and near. */
  floor: [Rgb, Rgb];
  horizon: number;
  texture: 'plain' | 'sand' | 'grass' | 'wood' | 'marble' | 'stone';
  bokeh: string[];
  bokehCount: number;
  reflection: number;
  /** A backdrop detail drawn over the wall. */
  detail?: 'sea' | 'tiles' | 'sweep' | 'trunks' | 'sun';
  glow: string;
  vignette: number;
}

const PROMPT_LOOKS: Record<string, PromptLook> = {
  beach: {
    wall: ['#7cc3ea', '#e3f4fb'],
    floor: [
      [236, 219, 180],
      [214, 186, 138],
    ],
    horizon: 0.56,
    texture: 'sand',
    bokeh: ['#ffffff'],
    bokehCount: 6,
    reflection: 0,
    detail: 'sea',
    glow: '#fff6dc',
    vignette: 0.2,
  },
  forest: {
    wall: ['#163626', '#587a45'],
    floor: [
      [104, 122, 64],
      [58, 74, 38],
    ],
    horizon: 0.62,
    texture: 'grass',
    bokeh: ['#e9f5b0', '#fff4c2'],
    bokehCount: 18,
    reflection: 0,
    detail: 'trunks',
    glow: '#fff1c4',
    vignette: 0.45,
  },
  kitchen: {
    wall: ['#f4f1ea', '#e7e1d6'],
    floor: [
      [178, 134, 94],
      [140, 98, 62],
    ],
    horizon: 0.6,
    texture: 'wood',
    bokeh: [],
    bokehCount: 0,
    reflection: 0,
    detail: 'tiles',
    glow: '#fff8ea',
    vignette: 0.22,
  },
  studio: {
    wall: ['#f3f3f3', '#dcdcdc'],
    floor: [
      [214, 214, 214],
      [196, 196, 196],
    ],
    horizon: 0.64,
    texture: 'plain',
    bokeh: [],
    bokehCount: 0,
    reflection: 0.08,
    detail: 'sweep',
    glow: '#ffffff',
    vignette: 0.25,
  },
  night: {
    wall: ['#080d24', '#1e2a57'],
    floor: [
      [28, 34, 64],
      [12, 15, 32],
    ],
    horizon: 0.64,
    texture: 'plain',
    bokeh: ['#ffcf7a', '#ff8fb1', '#8fd3ff', '#fff1c9'],
    bokehCount: 26,
    reflection: 0.3,
    glow: '#9fb6ff',
    vignette: 0.4,
  },
  sunset: {
    wall: ['#f29b72', '#fbd9a6'],
    floor: [
      [200, 150, 120],
      [150, 102, 84],
    ],
    horizon: 0.62,
    texture: 'sand',
    bokeh: ['#fff1c9', '#ffc4a3'],
    bokehCount: 10,
    reflection: 0.1,
    detail: 'sun',
    glow: '#ffe3b8',
    vignette: 0.3,
  },
  winter: {
    wall: ['#c9dcec', '#f2f7fb'],
    floor: [
      [240, 244, 248],
      [214, 224, 234],
    ],
    horizon: 0.62,
    texture: 'sand',
    bokeh: ['#ffffff'],
    bokehCount: 24,
    reflection: 0.05,
    glow: '#ffffff',
    vignette: 0.2,
  },
  festive: {
    wall: ['#5a0f16', '#8c1c24'],
    floor: [
      [150, 104, 66],
      [104, 68, 40],
    ],
    horizon: 0.64,
    texture: 'wood',
    bokeh: ['#ffd36e', '#fff1c9', '#ffb347'],
    bokehCount: 28,
    reflection: 0,
    glow: '#ffd9a0',
    vignette: 0.4,
  },
  luxury: {
    wall: ['#0f0f10', '#2a2622'],
    floor: [
      [52, 48, 44],
      [20, 18, 17],
    ],
    horizon: 0.64,
    texture: 'marble',
    bokeh: ['#e8c66f', '#f6e2a8'],
    bokehCount: 12,
    reflection: 0.22,
    glow: '#f3d891',
    vignette: 0.45,
  },
  spring: {
    wall: ['#f9dfe6', '#fdf3ea'],
    floor: [
      [240, 226, 220],
      [222, 200, 194],
    ],
    horizon: 0.62,
    texture: 'plain',
    bokeh: ['#ffffff', '#ffc1d5', '#fff3b0'],
    bokehCount: 16,
    reflection: 0.05,
    glow: '#fff5f0',
    vignette: 0.18,
  },
};

/** Words (singular, lower case) that choose a look; the first one in the prompt wins. */
const PROMPT_KEYWORDS: Record<string, keyof typeof PROMPT_LOOKS> = {
  beach: 'beach',
  sea: 'beach',
  ocean: 'beach',
  sand: 'beach',
  coast: 'beach',
  summer: 'beach',
  tropical: 'beach',
  forest: 'forest',
  wood: 'forest',
  woodland: 'forest',
  jungle: 'forest',
  moss: 'forest',
  nature: 'forest',
  kitchen: 'kitchen',
  breakfast: 'kitchen',
  cafe: 'kitchen',
  coffee: 'kitchen',
  table: 'kitchen',
  studio: 'studio',
  minimal: 'studio',
  clean: 'studio',
  white: 'studio',
  night: 'night',
  city: 'night',
  neon: 'night',
  party: 'night',
  evening: 'night',
  sunset: 'sunset',
  sunrise: 'sunset',
  golden: 'sunset',
  autumn: 'sunset',
  winter: 'winter',
  snow: 'winter',
  ice: 'winter',
  christmas: 'festive',
  holiday: 'festive',
  festive: 'festive',
  luxury: 'luxury',
  gold: 'luxury',
  elegant: 'luxury',
  premium: 'luxury',
  spring: 'spring',
  flower: 'spring',
  floral: 'spring',
  pastel: 'spring',
};

function promptScene(prompt: string): ScenePlan {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const key = words
    .map((word) => PROMPT_KEYWORDS[word] ?? PROMPT_KEYWORDS[word.replace(/s$/, '')])
    .find((found) => found !== undefined);
  const seed = `prompt:${words.join(' ')}`;
  const look = key ? PROMPT_LOOKS[key]! : lookFromHash(hashString(seed));
  // The same keyword with other words still varies: a small hue shift from the whole prompt.
  const shift = ((hashString(seed) % 17) - 8) / 360;
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

// ---------------------------------------------------------------------------------------------
// Procedural textures, painted into raw RGBA pixels

type Rgb = [number, number, number] | readonly [number, number, number];

function paintLinen(size: number, random: () => number): Buffer {
  const noise = createNoise(random);
  const out = Buffer.alloc(size * size * 4);
  const thread = Math.max(1, size / 380);
  const threads = Math.ceil(size / thread) + 1;
  // Each warp and weft thread is a little lighter or darker; slubs are rarer, stronger ones.
  const warp = Float32Array.from({ length: threads }, () => slub(random));
  const weft = Float32Array.from({ length: threads }, () => slub(random));
  for (let y = 0; y < size; y++) {
    const ty = Math.floor(y / thread);
    for (let x = 0; x < size; x++) {
      const tx = Math.floor(x / thread);
      const nx = x / size;
      const ny = y / size;
      // Threads vary along their length too, in slubs, so the weave never reads as a grid.
      const weave =
        (tx + ty) % 2 === 0
          ? warp[tx]! * (noise(tx * 0.61, ny * 9) * 2 - 0.4)
          : weft[ty]! * (noise(nx * 9, ty * 0.61 + 40) * 2 - 0.4);
      const cloud = fbm(noise, nx * 3, ny * 3, 3) - 0.5;
      const fold = fbm(noise, nx * 1.4 + ny * 0.6 + 7, ny * 1.1 + 3, 2) - 0.5;
      const v = weave * 6 + cloud * 10 + fold * 26 + (random() - 0.5) * 7;
      put(out, y * size + x, 232 + v, 224 + v, 209 + v * 0.95);
    }
  }
  return out;
}

function slub(random: () => number): number {
  const r = random() - 0.5;
  return random() < 0.06 ? r * 3 : r;
}

function paintMarble(size: number, random: () => number): Buffer {
  const noise = createNoise(random);
  const out = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const nx = x / size;
      const ny = y / size;
      const cloud = fbm(noise, nx * 2, ny * 2, 5) - 0.5;
      const turbulence = fbm(noise, nx * 1.8 + 11, ny * 1.8 + 5, 4);
      const main = 1 - Math.abs(Math.sin((nx * 1.4 + ny * 2.2 + turbulence * 3) * Math.PI));
      const fineTurbulence = fbm(noise, nx * 3 + 3, ny * 3, 4);
      const fine = 1 - Math.abs(Math.sin((nx * 3.5 - ny * 1.2 + fineTurbulence * 2.5) * Math.PI));
      // A thin dark vein with a soft grey haze around it, and fainter hairline veins.
      const vein = Math.pow(main, 30) * 0.6 + Math.pow(main, 5) * 0.14 + Math.pow(fine, 70) * 0.3;
      const base = 241 + cloud * 16;
      const grey = 132;
      const k = Math.min(1, vein);
      put(
        out,
        y * size + x,
        base + (grey - base) * k + 2,
        base + (grey - base) * k,
        base + (grey + 4 - base) * k - 3,
      );
    }
  }
  return out;
}

function paintWood(size: number, random: () => number): Buffer {
  const noise = createNoise(random);
  const out = Buffer.alloc(size * size * 4);
  const plank = size / 4.6;
  const planks = Math.ceil(size / plank) + 1;
  const tint = Float32Array.from({ length: planks }, () => (random() - 0.5) * 26);
  const offset = Float32Array.from({ length: planks }, () => random() * 50);
  const joint = Float32Array.from({ length: planks }, () => (0.2 + random() * 0.9) * size);
  const light: Rgb = [200, 154, 108];
  const dark: Rgb = [132, 86, 52];
  const seam = Math.max(1, size / 600);
  for (let y = 0; y < size; y++) {
    const p = Math.floor(y / plank);
    const within = y - p * plank;
    for (let x = 0; x < size; x++) {
      const nx = x / size;
      const ny = y / size;
      const grain = fbm(noise, nx * 1.3 + offset[p]!, ny * 22 + offset[p]!, 4);
      const lines = Math.sin(grain * 38) * 0.5 + 0.5;
      const k = Math.min(1, Math.max(0, 0.25 + lines * 0.35 + (grain - 0.5) * 0.9));
      let shade = tint[p]! + (random() - 0.5) * 6;
      if (within < seam || plank - within < seam) shade -= 55;
      else if (Math.abs(x - joint[p]!) < seam) shade -= 45;
      put(
        out,
        y * size + x,
        light[0] + (dark[0] - light[0]) * k + shade,
        light[1] + (dark[1] - light[1]) * k + shade * 0.8,
        light[2] + (dark[2] - light[2]) * k + shade * 0.6,
      );
    }
  }
  return out;
}

/**
 * A floor seen in perspective from the horizon down: texture coordinates recede towards the
 * horizon, where the colour also melts into `haze` (depth of field and aerial perspective).
 */
function paintGround(
  size: number,
  options: {
    horizon: number;
    far: Rgb;
    near: Rgb;
    haze: Rgb;
    /** How much longer the texture runs along y than x (grass blades > 1). */
    streak: number;
    texture?: PromptLook['texture'];
    random: () => number;
  },
): Buffer {
  const { far, near, haze, random } = options;
  const noise = createNoise(random);
  const out = Buffer.alloc(size * size * 4);
  const top = Math.floor(options.horizon * size);
  const texture = options.texture ?? 'stone';
  const amplitude = { plain: 4, sand: 14, grass: 34, wood: 26, marble: 18, stone: 22 }[texture];
  for (let y = top; y < size; y++) {
    const t = (y - top + 1) / (size - top); // 0 at the horizon, 1 at the bottom
    const depth = 1 / (t + 0.06);
    const hazeAmount = Math.pow(1 - t, 6) * 0.85;
    const detail = Math.min(1, t * 3);
    // A soft horizon line, not a hard edge.
    const alpha = Math.min(
      1,
      (y - top + 1) / Math.max(2, size * (texture === 'plain' ? 0.1 : 0.012)),
    );
    for (let x = 0; x < size; x++) {
      const u = (x / size - 0.5) * depth;
      const v = depth;
      let variation: number;
      if (texture === 'wood') {
        const grain = fbm(noise, u * 0.8, v * 6, 3);
        variation = (Math.sin(grain * 30) * 0.3 + (grain - 0.5)) * 0.9;
        if ((v * 1.6) % 1 < 0.02 * depth) variation -= 0.6;
      } else if (texture === 'marble') {
        const turbulence = fbm(noise, u * 1.5, v * 1.5, 5);
        variation =
          Math.pow(1 - Math.abs(Math.sin((u + v * 0.7 + turbulence * 4) * Math.PI)), 14) - 0.3;
      } else {
        variation =
          // ×2.4: near the viewer a step down the floor covers about 2.4 times the depth of a
          // step across it, so this keeps close-up features round (or, with streak, upright).
          fbm(noise, u * 4.8 * options.streak, v * 2, 4) -
          0.5 +
          (random() - 0.5) * (texture === 'sand' ? 0.6 : 0.25);
      }
      const shade = variation * amplitude * detail;
      put(
        out,
        y * size + x,
        recede(far[0], near[0], haze[0], t, hazeAmount) + shade,
        recede(far[1], near[1], haze[1], t, hazeAmount) + shade,
        recede(far[2], near[2], haze[2], t, hazeAmount) + shade * 0.8,
        alpha * 255,
      );
    }
  }
  return out;
}

/** A floor channel `t` of the way from far to near, melted into the haze near the horizon. */
function recede(far: number, near: number, haze: number, t: number, hazeAmount: number): number {
  return (far + (near - far) * t) * (1 - hazeAmount) + haze * hazeAmount;
}

function put(out: Buffer, i: number, r: number, g: number, b: number, a = 255): void {
  out[i * 4] = clampByte(r);
  out[i * 4 + 1] = clampByte(g);
  out[i * 4 + 2] = clampByte(b);
  out[i * 4 + 3] = clampByte(a);
}

function clampByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}

type Noise = (x: number, y: number) => number;

/** Smooth 2-D value noise in [0, 1] on a lattice of random values drawn from `random`. */
function createNoise(random: () => number): Noise {
  const values = Float32Array.from({ length: 256 }, () => random());
  const perm = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  const at = (x: number, y: number) => values[perm[(perm[x & 255]! + y) & 255]!]!;
  return (x, y) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const tx = x - xi;
    const ty = y - yi;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    const a = at(xi, yi);
    const b = at(xi + 1, yi);
    const c = at(xi, yi + 1);
    const d = at(xi + 1, yi + 1);
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

/** Fractal noise: `octaves` layers of noise, each twice as fine and half as strong. */
function fbm(noise: Noise, x: number, y: number, octaves: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amplitude * noise(x * frequency, y * frequency);
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2;
  }
  return sum / norm;
}

// ---------------------------------------------------------------------------------------------
// SVG and colour helpers

/**
 * An SVG layer the size of the canvas, drawn with a margin all round and cropped afterwards:
 * librsvg blurs towards transparency at the document's edge, which would leave pale seams where
 * blurred shapes run off the canvas.
 */
function canvasSvg(size: number, body: string): string {
  const m = bleed(size);
  const side = size + m * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="${-m} ${-m} ${side} ${side}">${body}</svg>`;
}

function bleed(size: number): number {
  return Math.round(size * 0.1);
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Out-of-focus lights: soft discs of the given colours between two heights (shares of size). */
function bokeh(
  size: number,
  random: () => number,
  colours: readonly string[],
  count: number,
  band: [number, number],
  opacity: number,
): Layer {
  const s = size / 1000;
  const discs: string[] = [];
  for (let i = 0; i < count && colours.length > 0; i++) {
    const x = random() * 1000;
    const y = (band[0] + random() * (band[1] - band[0])) * 1000;
    const r = 10 + random() * 34;
    const colour = colours[Math.floor(random() * colours.length)]!;
    discs.push(
      `<circle cx="${n(x * s)}" cy="${n(y * s)}" r="${n(r * s)}" fill="${colour}" fill-opacity="${n(opacity * (0.4 + random() * 0.6))}"/>`,
    );
  }
  return { svg: canvasSvg(size, discs.join('')), blur: 4 * s };
}

/** A number for SVG: one decimal, so the documents (and the images) are stable. */
function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => clampByte(c).toString(16).padStart(2, '0')).join('')}`;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const q =
    lightness < 0.5
      ? lightness * (1 + saturation)
      : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const k = ((t % 1) + 1) % 1;
    if (k < 1 / 6) return p + (q - p) * 6 * k;
    if (k < 1 / 2) return q;
    if (k < 2 / 3) return p + (q - p) * (2 / 3 - k) * 6;
    return p;
  };
  return rgbToHex([channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255]);
}

/** Rotates a colour's hue by `turns` of the colour wheel (small values: a gentle shift). */
function shiftHue(rgb: Rgb, turns: number): Rgb {
  if (turns === 0) return rgb;
  // Rotation about the grey axis in RGB: cheap and keeps lightness roughly constant.
  const angle = turns * Math.PI * 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const k = (1 - cos) / 3;
  const r3 = Math.sqrt(1 / 3) * sin;
  const [r, g, b] = rgb;
  return [
    r * (cos + k) + g * (k - r3) + b * (k + r3),
    r * (k + r3) + g * (cos + k) + b * (k - r3),
    r * (k - r3) + g * (k + r3) + b * (cos + k),
  ];
}

function shiftHueHex(hex: string, turns: number): string {
  return rgbToHex(shiftHue(hexToRgb(hex), turns));
}

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small, fast, seeded PRNG: the same seed always gives the same sequence. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
