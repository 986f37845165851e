import sharp, { type OverlayOptions } from 'sharp';
import { decontaminate, type RawRgba, trimToAlpha } from './alpha-matte';

export interface PackshotOptions {
  /** Width and height of the square output, in pixels. */
  size: number;
  /**
   * A frame of another shape (a story, a banner): the packshot is made square at the frame's
   * shorter side and its seamless backdrop extended to the frame, so the product keeps its
   * packshot framing and nothing is stretched, cropped or blurred.
   */
  frame?: { width: number; height: number };
  background: 'white' | 'black';
  /** The contact shadow under the product (the node's "Soft shadow"); default true. */
  shadow?: boolean;
}

/** Share of the canvas the product may fill: a packshot keeps a calm margin around it. */
const PRODUCT_SHARE = 0.78;
const COLOURS = {
  white: { r: 255, g: 255, b: 255, alpha: 1 },
  black: { r: 0, g: 0, b: 0, alpha: 1 },
} as const;

/**
 * The contact shadow, as shares of the product's drawn width `w` and height `h`: the silhouette's
 * bottom contactRows·h rows, squashed vertically by `squash` towards the base and reaching
 * contactDepth·w below it; an ambient ellipse ambientWidth·w wide and ambientHeight·w high under
 * the base; all blurred by blur·w.
 */
const SHADOW = {
  contactRows: 0.08,
  contactDepth: 0.03,
  squash: 0.4,
  ambientWidth: 1.1,
  ambientHeight: 0.1,
  blur: 0.01,
} as const;
/** How dark the shadow is on white, and how bright the glow on black (0–1). */
const STRENGTH = {
  white: { contact: 0.6, ambient: 0.28, colour: { r: 0, g: 0, b: 0 } },
  black: { contact: 0.16, ambient: 0.08, colour: { r: 255, g: 255, b: 255 } },
} as const;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a product of `width` × `height` pixels goes on a packshot of `size`: scaled to fit the
 * PRODUCT_SHARE box, centred, a little above centre so that product and shadow together look
 * centred; and the box its shadow stays inside.
 */
export function packshotLayout(
  width: number,
  height: number,
  size: number,
): { product: Box; shadow: Box } {
  const box = Math.round(size * PRODUCT_SHARE);
  const scale = Math.min(box / width, box / height);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const left = Math.round((size - w) / 2);
  const top = Math.round((size - h) / 2 - size * 0.03);
  const reach = shadowReach(w, h);
  const base = top + h;
  const shadowLeft = Math.max(0, Math.round(left + w / 2 - reach.halfWidth));
  const shadowTop = Math.max(0, base - reach.above);
  return {
    product: { left, top, width: w, height: h },
    shadow: {
      left: shadowLeft,
      top: shadowTop,
      width: Math.min(size, Math.round(left + w / 2 + reach.halfWidth)) - shadowLeft,
      height: Math.min(size, base + reach.below) - shadowTop,
    },
  };
}

/** How far the shadow may reach around the product's base, its blur included. */
function shadowReach(w: number, h: number) {
  const blur = blurSigma(w);
  const halfAmbient = (SHADOW.ambientWidth * w) / 2;
  const ambientRy = (SHADOW.ambientHeight * w) / 2;
  return {
    halfWidth: Math.ceil(Math.max(w / 2, halfAmbient * 1.5) + blur * 3),
    above: Math.ceil(
      Math.max(ambientRy * 1.5, SHADOW.contactRows * h * SHADOW.squash + 2) + blur * 3,
    ),
    below: Math.ceil(Math.max(ambientRy * 1.5, SHADOW.contactDepth * w) + blur * 3),
  };
}

function blurSigma(w: number): number {
  return Math.max(1, SHADOW.blur * w);
}

/**
 * A studio packshot: the cut-out product trimmed to its visible pixels, its edge colours cleaned
 * (alpha-matte.ts), scaled to fit, centred on a white or black square above a contact shadow made
 * from its own silhouette. An opaque input (not cut out) is placed as it is, its uniform border
 * trimmed. Deterministic: the same input and options give the same bytes, which keeps retried
 * activities idempotent.
 */
export async function makePackshot(input: Buffer, options: PackshotOptions): Promise<Buffer> {
  const { frame } = options;
  if (frame && frame.width !== frame.height) {
    const side = Math.min(frame.width, frame.height);
    const square = await makePackshot(input, { ...options, size: side, frame: undefined });
    const dx = frame.width - side;
    const dy = frame.height - side;
    return sharp(square)
      .extend({
        left: Math.floor(dx / 2),
        right: Math.ceil(dx / 2),
        // The product sits a little above the square's centre: keep it so in the taller frame.
        top: Math.floor(dy / 2),
        bottom: Math.ceil(dy / 2),
        background: COLOURS[options.background],
      })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  const size = frame?.width ?? options.size;
  if (size !== options.size) return makePackshot(input, { ...options, size, frame: undefined });
  const product = await productPixels(input);
  const layout = packshotLayout(product.width, product.height, options.size);
  const { left, top, width, height } = layout.product;
  const fitted = await sharp(product.data, {
    raw: { width: product.width, height: product.height, channels: 4 },
  })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const layers: OverlayOptions[] = [];
  if (options.shadow ?? true) {
    const shadow = await contactShadow(fitted, layout, options);
    layers.push({
      input: shadow.data,
      raw: { width: shadow.width, height: shadow.height, channels: 4 },
      left: layout.shadow.left,
      top: layout.shadow.top,
    });
  }
  layers.push({ input: fitted, raw: { width, height, channels: 4 }, left, top });

  return sharp({
    create: {
      width: options.size,
      height: options.size,
      channels: 4,
      background: COLOURS[options.background],
    },
  })
    .composite(layers)
    .flatten({ background: COLOURS[options.background] })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The product as raw RGBA: a cut-out cleaned and trimmed; an opaque photo trimmed of its border. */
async function productPixels(input: Buffer): Promise<RawRgba> {
  const oriented = sharp(input).autoOrient().ensureAlpha();
  const { data, info } = await oriented.clone().raw().toBuffer({ resolveWithObject: true });
  const image = { data, width: info.width, height: info.height };
  let transparent = false;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i]! < 255) {
      transparent = true;
      break;
    }
  }
  if (transparent) {
    decontaminate(image);
    return trimToAlpha(image) ?? image;
  }
  try {
    const trimmed = await oriented
      .trim({ threshold: 12 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: trimmed.data, width: trimmed.info.width, height: trimmed.info.height };
  } catch {
    // A uniform image has nothing to trim; sharp refuses rather than returning it unchanged.
    return image;
  }
}

/**
 * The shadow, drawn from the product's own alpha as it is placed: the silhouette's bottom rows
 * squashed into a thin band under the base (the contact shadow, which follows the product's
 * footprint: two legs give two marks, a handle none), over a soft ambient ellipse, blurred. Dark on
 * white; on black a faint glow, as a dark shadow would not show. Raw RGBA of the layout's shadow box.
 */
async function contactShadow(
  fitted: Buffer,
  layout: { product: Box; shadow: Box },
  options: PackshotOptions,
): Promise<RawRgba> {
  const { product, shadow } = layout;
  const w = product.width;
  const h = product.height;
  const strength = STRENGTH[options.background];
  const density = new Float32Array(shadow.width * shadow.height);
  const put = (x: number, y: number, value: number) => {
    const sx = Math.round(x) - shadow.left;
    const sy = Math.round(y) - shadow.top;
    if (sx < 0 || sy < 0 || sx >= shadow.width || sy >= shadow.height) return;
    const i = sy * shadow.width + sx;
    if (value > density[i]!) density[i] = value;
  };

  // Ambient: an ellipse centred under the footprint.
  const base = product.top + h;
  const cx = product.left + w / 2;
  const rx = (SHADOW.ambientWidth * w) / 2;
  const ry = Math.max(1, (SHADOW.ambientHeight * w) / 2);
  for (let y = shadow.top; y < shadow.top + shadow.height; y++) {
    for (let x = shadow.left; x < shadow.left + shadow.width; x++) {
      const d = ((x - cx) / rx) ** 2 + ((y - base) / ry) ** 2;
      if (d < 1) put(x, y, strength.ambient * (1 - d) ** 1.5);
    }
  }

  // Contact: the silhouette's bottom rows squashed towards the base (a curved bottom gives a
  // curved shadow edge) and stretched a little below it, each column as dark as it is solid.
  const rows = Math.max(1, Math.round(SHADOW.contactRows * h));
  const depth = Math.max(2, Math.round(SHADOW.contactDepth * w));
  for (let x = 0; x < w; x++) {
    let footprint = 0;
    let lowest = -1;
    for (let y = h - rows; y < h; y++) {
      const a = fitted[(y * w + x) * 4 + 3]! / 255;
      footprint = Math.max(footprint, a);
      if (a >= 0.5) lowest = y;
    }
    if (footprint === 0) continue;
    const start = lowest < 0 ? 0 : Math.round((lowest + 1 - h) * SHADOW.squash);
    for (let d = start - 1; d < depth; d++) {
      const fade = d < 0 ? 1 : 1 - d / depth;
      put(product.left + x, base + d, strength.contact * footprint * fade);
    }
  }

  const grey = Buffer.alloc(density.length);
  for (let i = 0; i < density.length; i++) grey[i] = Math.round(density[i]! * 255);
  const blurred = await sharp(grey, {
    raw: { width: shadow.width, height: shadow.height, channels: 1 },
  })
    .blur(blurSigma(w))
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const data = Buffer.alloc(density.length * 4);
  const { r, g, b } = strength.colour;
  for (let i = 0; i < density.length; i++) {
    data[i * 4] = r;
    data[i * 4 + 1] = g;
    data[i * 4 + 2] = b;
    data[i * 4 + 3] = blurred[i]!;
  }
  return { data, width: shadow.width, height: shadow.height };
}
