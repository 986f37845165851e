import { mulberry32 } from '../scenes/noise';

/**
 * What a camera adds over the whole frame, product included, so the product and the set share
 * one photograph's texture: a vignette (the lens darkening the corners) and luminance grain,
 * seeded so the same scene gets the same grain. Works on raw RGB(A) pixels in place.
 */
export function develop(
  pixels: Uint8Array | Uint8ClampedArray,
  size: number,
  channels: number,
  options: { vignette: number; grain: number; seed: number },
): void {
  const random = mulberry32(options.seed);
  const half = size / 2;
  const corner = Math.SQRT2 * half;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x + 0.5 - half, y + 0.5 - half) / corner;
      const t = Math.max(0, Math.min(1, (r - 0.4) / 0.6));
      const v = 1 - options.vignette * t * t * (3 - 2 * t);
      // A sum of three uniforms: close enough to Gaussian grain, and cheap.
      const g = (random() + random() + random() - 1.5) * 2 * options.grain;
      const i = (y * size + x) * channels;
      for (let c = 0; c < 3; c++) {
        const value = pixels[i + c]! * v + g;
        pixels[i + c] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
      }
    }
  }
}
