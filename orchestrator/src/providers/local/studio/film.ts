import { mulberry32 } from '../scenes/noise';

/**
 * What a camera adds over the whole frame, product included, so the product and the set share
 * one photograph's texture: a vignette (the lens darkening the corners) and luminance grain,
 * seeded so the same scene gets the same grain. Works on raw RGB(A) pixels in place.
 *
 * It touches every pixel of every scene, so it is written for speed (about a third of the time
 * it took with three random draws a pixel): one random draw a pixel, split into three 10-bit
 * uniforms whose sum is the grain, and the vignette's square root skipped inside the circle it
 * leaves alone.
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
  // Inside this radius (0.4 of the corner's distance) the vignette leaves the light as it is.
  const untouched = (0.4 * corner) ** 2;
  // A sum of three uniforms in [0, 1023] each: close enough to Gaussian grain, and cheap.
  const grainScale = (2 * options.grain) / 1024;
  const grainMean = 1.5 * 1024;
  for (let y = 0; y < size; y++) {
    const dy = y + 0.5 - half;
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - half;
      const distance = dx * dx + dy * dy;
      let v = 1;
      if (distance > untouched) {
        const t = Math.min(1, (Math.sqrt(distance) / corner - 0.4) / 0.6);
        v = 1 - options.vignette * t * t * (3 - 2 * t);
      }
      const bits = (random() * 4294967296) >>> 0;
      const g =
        ((bits & 1023) + ((bits >>> 10) & 1023) + ((bits >>> 20) & 1023) - grainMean) * grainScale;
      const i = (y * size + x) * channels;
      pixels[i] = toByte(pixels[i]! * v + g);
      pixels[i + 1] = toByte(pixels[i + 1]! * v + g);
      pixels[i + 2] = toByte(pixels[i + 2]! * v + g);
    }
  }
}

function toByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}
