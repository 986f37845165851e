import { type Rect } from '../scenes/scene-plan';
import { type LightSide } from './studio-style';
import { type Rgb } from '../colour';

/** How far the product's own colours may be moved to sit in the set's light, at most. */
const MAX_WHITE_BALANCE = 0.06;
/** The rim light's most, in 8-bit levels: a glint along the edge, not a halo. */
const MAX_RIM = 22;

/**
 * The product lit by the set's light, so it does not look pasted in: its white balance pulled a
 * little towards the light's colour and its brightness to the set's exposure, a gentle fall-off
 * across it from the lit side to the far side, and a thin rim of the light's colour along the
 * edges that face the light (its top and the light's side), where a real key light grazes it.
 * Only RGB changes, never alpha; every change is small, so the product stays as photographed
 * (the checks allow about 12% per channel and hold the product whole at 98% of its pixels).
 */
export function lightProduct(
  pixels: Uint8Array,
  rect: Rect,
  options: { light: LightSide; lightColour: Rgb; exposure: number },
): Uint8Array {
  const { width, height } = rect;
  const out = Uint8Array.from(pixels);
  const [lr, lg, lb] = options.lightColour;
  const luma = 0.299 * lr + 0.587 * lg + 0.114 * lb;
  const gain = [lr, lg, lb].map(
    (c) =>
      (1 + Math.max(-MAX_WHITE_BALANCE, Math.min(MAX_WHITE_BALANCE, c / luma - 1))) *
      options.exposure,
  );
  const toward = options.light === 'left' ? -1 : 1;
  const rim = Math.max(1, Math.round(Math.max(width, height) * 0.012));
  const alphaAt = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : pixels[(y * width + x) * 4 + 3]!;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (pixels[i + 3] === 0) continue;
      // 0 on the lit side, 1 on the far side.
      const across = toward < 0 ? x / width : 1 - x / width;
      const falloff = 1.03 - 0.07 * across;
      // How close the nearest edge facing the light is: 1 at the edge, 0 `rim` px in.
      let edge = 0;
      for (let k = 1; k <= rim && edge === 0; k++) {
        if (alphaAt(x + toward * k, y) < 128) edge = 1 - (k - 1) / rim;
        else if (alphaAt(x, y - k) < 128) edge = (1 - (k - 1) / rim) * 0.6;
      }
      for (let c = 0; c < 3; c++) {
        const lit = pixels[i + c]! * gain[c]! * falloff;
        const glow = options.lightColour[c]! - lit;
        const rimLight = Math.min(MAX_RIM, Math.max(0, glow) * 0.28) * edge;
        out[i + c] = Math.max(0, Math.min(255, Math.round(lit + rimLight)));
      }
    }
  }
  return out;
}
