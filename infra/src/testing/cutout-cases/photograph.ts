import sharp from 'sharp';
import { mulberry32 } from '@studio/orchestrator/providers/local/scenes/noise';

/** RGB floats (0–255), three per pixel, row by row. */
export interface Canvas {
  width: number;
  height: number;
  rgb: Float32Array;
}

/** One photo-like case of the cut-out benchmark, with the alpha a perfect cut-out would have. */
export interface CutoutCase {
  /** Kebab-case name, for the table and file names. */
  name: string;
  /** What makes it hard, in a few words. */
  hard: string;
  width: number;
  height: number;
  /** The opaque photo, JPEG, as a phone would save it. */
  photo: Buffer;
  /** Ground truth: one byte a pixel, 255 on the product, 0 elsewhere, soft where the edge is. */
  truth: Uint8Array;
}

export interface PhotoSpec {
  name: string;
  hard: string;
  backdrop: Canvas;
  /** The product as SVG elements drawn on a canvas the photo's size (with their own <defs>). */
  product: string;
  /**
   * The product's true silhouette, where it differs from what is drawn: glass is drawn partly
   * see-through, but a creator wants the whole bottle kept. Defaults to the drawn alpha.
   */
  silhouette?: string;
  /** Other objects in the photo that are not the product (drawn, never in the truth). */
  others?: string;
  /** Shadows cast on the backdrop: SVG elements whose alpha darkens it (black, any opacity). */
  shadows?: string;
  /** Sensor grain's standard deviation in levels (about 4 for a phone in daylight). */
  grain: number;
  /** Defocus of the whole photo (a Gaussian sigma in pixels), product and truth alike. */
  blur?: number;
  jpegQuality: number;
  seed: number;
}

/** The SVG document of one layer, the canvas's size. */
export function svgLayer(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  );
}

async function rasterise(width: number, height: number, body: string, blur?: number) {
  let image = sharp(svgLayer(width, height, body)).ensureAlpha();
  if (blur && blur >= 0.3)
    image = sharp(await image.raw().toBuffer(), {
      raw: { width, height, channels: 4 },
    }).blur(blur);
  return image.raw().toBuffer();
}

/**
 * Takes the photo: shadows darken the backdrop, the other objects and the product are laid over
 * it through their alpha, the whole frame is defocused if asked, grain is added, and it is saved
 * as a JPEG. The truth is the product's alpha (or its silhouette's), defocused the same way, so a
 * soft edge in the photo is a soft edge in the truth. Deterministic: a seeded PRNG draws the grain.
 */
export async function photograph(spec: PhotoSpec): Promise<CutoutCase> {
  const { width, height, rgb } = spec.backdrop;
  const pixels = width * height;
  const frame = Float32Array.from(rgb);
  if (spec.shadows) {
    const shadow = await rasterise(width, height, spec.shadows);
    for (let i = 0; i < pixels; i++) {
      const k = 1 - shadow[i * 4 + 3]! / 255;
      for (let c = 0; c < 3; c++) frame[i * 3 + c]! *= k;
    }
  }
  for (const layer of [spec.others, spec.product]) {
    if (!layer) continue;
    const drawn = await rasterise(width, height, layer);
    for (let i = 0; i < pixels; i++) {
      const a = drawn[i * 4 + 3]! / 255;
      if (a === 0) continue;
      for (let c = 0; c < 3; c++) {
        frame[i * 3 + c] = drawn[i * 4 + c]! * a + frame[i * 3 + c]! * (1 - a);
      }
    }
  }
  const truthLayer = await rasterise(width, height, spec.silhouette ?? spec.product, spec.blur);
  const truth = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) truth[i] = truthLayer[i * 4 + 3]!;

  let photo = Buffer.alloc(pixels * 3);
  for (let i = 0; i < photo.length; i++) photo[i] = clamp(frame[i]!);
  if (spec.blur && spec.blur >= 0.3) {
    photo = await sharp(photo, { raw: { width, height, channels: 3 } })
      .blur(spec.blur)
      .raw()
      .toBuffer();
  }
  const random = mulberry32(spec.seed);
  for (let i = 0; i < pixels; i++) {
    // Mostly brightness, a little colour: as a phone sensor's grain looks.
    const luma = gaussian(random) * spec.grain;
    for (let c = 0; c < 3; c++) {
      const j = i * 3 + c;
      photo[j] = clamp(photo[j]! + luma + gaussian(random) * spec.grain * 0.35);
    }
  }
  return {
    name: spec.name,
    hard: spec.hard,
    width,
    height,
    photo: await sharp(photo, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: spec.jpegQuality })
      .toBuffer(),
    truth,
  };
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

/** A standard normal draw (Box–Muller). */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
