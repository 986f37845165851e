import { type Canvas } from '@napi-rs/canvas';
import { type Rgb } from '../colour';
import { createNoise, fbm } from '../scenes/noise';
import { canvasFromRgba } from './canvas-pixels';

/**
 * Polished stone: a cloudy ground with veins where turbulent noise crosses a sine's ridge, a thin
 * dark core in a soft haze, and fainter hairlines across them. Painted at `width` × `height`.
 */
export function marbleTexture(
  width: number,
  height: number,
  random: () => number,
  colours: { ground: Rgb; vein: Rgb },
): Canvas {
  const noise = createNoise(random);
  const out = new Uint8Array(width * height * 4);
  const scale = Math.max(width, height);
  const { ground, vein } = colours;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const nx = x / scale;
      const ny = y / scale;
      const cloud = fbm(noise, nx * 1.6, ny * 1.6, 5) - 0.5;
      const turbulence = fbm(noise, nx * 1.2 + 11, ny * 1.2 + 5, 5);
      const main = 1 - Math.abs(Math.sin((nx * 0.9 + ny * 1.6 + turbulence * 2.4) * Math.PI));
      const fineTurbulence = fbm(noise, nx * 3.5 + 3, ny * 3.5, 3);
      const fine = 1 - Math.abs(Math.sin((nx * 3.1 - ny * 1.4 + fineTurbulence * 2.6) * Math.PI));
      const k = Math.min(
        1,
        Math.pow(main, 16) * 0.5 + Math.pow(main, 4) * 0.18 + Math.pow(fine, 140) * 0.16,
      );
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const g = ground[c]! * (1 + cloud * 0.09);
        out[i + c] = Math.max(0, Math.min(255, Math.round(g + (vein[c]! - g) * k)));
      }
      out[i + 3] = 255;
    }
  }
  return canvasFromRgba(out, width, height);
}
