import sharp, { type OverlayOptions } from 'sharp';
import { type Rect } from './scene-plan';

// Shadows and reflections made from the product's own silhouette (its raw RGBA pixels at `rect`).

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

/**
 * A product standing on a floor: a dark contact shadow where it touches, and its silhouette
 * flattened onto the floor in front of it, as if lit from behind and above. Both come from the
 * mask: the contact shadow lies only under the columns whose lowest rows are the product's (a
 * mug's base, not the air under its handle).
 */
export async function groundShadow(
  rgba: Buffer,
  rect: Rect,
  size: number,
): Promise<OverlayOptions[]> {
  const cast = await silhouette(rgba, rect, {
    opacity: 0.2,
    blur: size * 0.012,
    flip: true,
    squash: 0.1,
  });
  const base = rect.top + rect.height;
  const contact = await contactShadow(rgba, rect, size);
  return [
    {
      ...cast.layer,
      left: Math.round(rect.left - cast.pad),
      top: Math.round(base - cast.pad - size * 0.004),
    },
    { ...contact.layer, left: rect.left - contact.pad, top: Math.round(base - contact.middle) },
  ];
}

/**
 * A thin, dark band under the product's footprint: each column as dark as the product covers the
 * lowest rows of that column, fading towards the band's top and bottom edges, then blurred.
 */
async function contactShadow(
  rgba: Buffer,
  rect: Rect,
  size: number,
): Promise<{ layer: OverlayOptions; pad: number; middle: number }> {
  const footprintRows = Math.max(2, Math.round(rect.height * 0.04));
  const coverage = new Float32Array(rect.width);
  for (let y = rect.height - footprintRows; y < rect.height; y++) {
    for (let x = 0; x < rect.width; x++) {
      coverage[x] = Math.max(coverage[x]!, rgba[(y * rect.width + x) * 4 + 3]! / 255);
    }
  }
  const blur = Math.max(0.6, size * 0.005);
  const pad = Math.ceil(blur * 3);
  const band = Math.max(3, Math.round(size * 0.02));
  const width = rect.width + pad * 2;
  const height = band + pad * 2;
  const shadow = Buffer.alloc(width * height * 4);
  for (let row = 0; row < band; row++) {
    const t = ((row + 0.5) / band) * 2 - 1;
    const profile = 1 - t * t;
    for (let x = 0; x < rect.width; x++) {
      shadow[((row + pad) * width + x + pad) * 4 + 3] = Math.round(
        coverage[x]! * profile * 0.55 * 255,
      );
    }
  }
  const raw = { width, height, channels: 4 as const };
  const blurred = await sharp(shadow, { raw }).blur(blur).raw().toBuffer();
  return { layer: { input: blurred, raw }, pad, middle: pad + band / 2 };
}

/** The product mirrored under its base, fading out: a polished floor or still water. */
export async function mirrorImage(
  rgba: Buffer,
  rect: Rect,
  strength: number,
): Promise<OverlayOptions> {
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
