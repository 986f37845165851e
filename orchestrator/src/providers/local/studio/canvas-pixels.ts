import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { type Rgb } from '../colour';

// Between raw pixels (sharp's world) and Skia canvases (the renderer's).

/** A canvas holding raw RGBA pixels. */
export function canvasFromRgba(pixels: Uint8Array, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(width, height);
  image.data.set(pixels);
  ctx.putImageData(image, 0, 0);
  return canvas;
}

/** The same alpha, every pixel black: what a shadow is made from. */
export function silhouette(pixels: Uint8Array, width: number, height: number): Canvas {
  const black = new Uint8Array(pixels.length);
  for (let i = 3; i < pixels.length; i += 4) black[i] = pixels[i]!;
  return canvasFromRgba(black, width, height);
}

/** A transparent canvas of the frame's size, for a layer drawn apart and then laid on. */
export function layer(size: number): { canvas: Canvas; ctx: SKRSContext2D } {
  const canvas = createCanvas(size, size);
  return { canvas, ctx: canvas.getContext('2d') };
}

export const css = ([r, g, b]: Rgb, alpha = 1): string =>
  `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${alpha})`;

/** `rgb` moved `t` of the way to `to`. */
export const mix = (rgb: Rgb, to: Rgb, t: number): Rgb => [
  rgb[0] + (to[0] - rgb[0]) * t,
  rgb[1] + (to[1] - rgb[1]) * t,
  rgb[2] + (to[2] - rgb[2]) * t,
];

/** `rgb` scaled by `k` (k < 1 darkens, as a surface turning from the light). */
export const shade = (rgb: Rgb, k: number): Rgb => [rgb[0] * k, rgb[1] * k, rgb[2] * k];
