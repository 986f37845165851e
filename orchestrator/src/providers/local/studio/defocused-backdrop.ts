import { type SKRSContext2D } from '@napi-rs/canvas';
import { type Rgb } from '../colour';
import { createNoise, fbm } from '../scenes/noise';
import { canvasFromRgba, css } from './canvas-pixels';

/**
 * A background far behind a product shot with a wide aperture: not drawn things but what is left
 * of them out of focus, large soft fields of colour (leaves, stone, sky through branches) with
 * vertical structure where there are trunks, and a few out-of-focus highlights, large discs with a
 * slightly brighter rim, as a real lens draws them. Painted small from seeded noise, enlarged
 * smoothly and blurred: no shape survives to look drawn.
 */
export function defocusedBackdrop(
  ctx: SKRSContext2D,
  size: number,
  random: () => number,
  options: {
    /** Colours from shadow to light: the noise picks along them. */
    palette: Rgb[];
    /** How strongly vertical bands (trunks) show, 0–1. */
    trunks: number;
    highlight: Rgb;
    highlights: number;
    /** The highlights lie above this share of the height. */
    above: number;
  },
): void {
  const cells = 40;
  const noise = createNoise(random);
  const field = new Uint8Array(cells * cells * 4);
  const { palette } = options;
  for (let y = 0; y < cells; y++) {
    for (let x = 0; x < cells; x++) {
      let v = fbm(noise, x / 7, y / 7, 4);
      v += (fbm(noise, x / 3 + 50, 3, 2) - 0.5) * options.trunks * 1.4;
      v = Math.max(0, Math.min(0.999, (v - 0.5) * 1.8 + 0.5));
      const at = v * (palette.length - 1);
      const k = Math.floor(at);
      const t = at - k;
      const i = (y * cells + x) * 4;
      for (let c = 0; c < 3; c++) {
        field[i + c] = Math.round(palette[k]![c]! + (palette[k + 1]![c]! - palette[k]![c]!) * t);
      }
      field[i + 3] = 255;
    }
  }
  ctx.save();
  ctx.imageSmoothingQuality = 'high';
  ctx.filter = `blur(${(size * 0.025).toFixed(2)}px)`;
  ctx.drawImage(
    canvasFromRgba(field, cells, cells),
    -size * 0.05,
    -size * 0.05,
    size * 1.1,
    size * 1.1,
  );
  ctx.filter = `blur(${(size * 0.006).toFixed(2)}px)`;
  ctx.globalCompositeOperation = 'screen';
  for (let i = 0; i < options.highlights; i++) {
    const x = random() * size;
    const y = random() * size * options.above;
    const r = size * (0.03 + random() * 0.035);
    const alpha = 0.06 + random() * 0.1;
    const disc = ctx.createRadialGradient(x, y, 0, x, y, r);
    disc.addColorStop(0, css(options.highlight, alpha * 0.75));
    disc.addColorStop(0.85, css(options.highlight, alpha));
    disc.addColorStop(1, css(options.highlight, 0));
    ctx.fillStyle = disc;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
