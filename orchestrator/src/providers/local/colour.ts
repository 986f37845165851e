/**
 * Colour for the local providers, in one place: RGB triples and hex strings, HSL, hue shifts (the
 * scenes' palettes) and the named colours a shop would use (the captions' and analyses' words).
 */

export type Rgb = [number, number, number] | readonly [number, number, number];

/** A channel value rounded and held to 0–255. */
export function clampByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}

export function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => clampByte(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `#rrggbb` of a hue in degrees (any number: it wraps), a saturation and a lightness in 0–1. */
export function hsl(hue: number, saturation: number, lightness: number): string {
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
export function shiftHue(rgb: Rgb, turns: number): Rgb {
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

export function shiftHueHex(hex: string, turns: number): string {
  return rgbToHex(shiftHue(hexToRgb(hex), turns));
}

/** Named colours, chosen to be the words a shop would use; nearest (weighted RGB) wins. */
const COLOUR_NAMES: [string, Rgb][] = [
  ['black', [20, 20, 22]],
  ['charcoal', [60, 62, 66]],
  ['grey', [128, 128, 128]],
  ['silver', [192, 192, 196]],
  ['white', [246, 246, 244]],
  ['cream', [240, 230, 205]],
  ['beige', [215, 195, 160]],
  ['tan', [190, 150, 105]],
  ['brown', [120, 75, 45]],
  ['red', [200, 40, 40]],
  ['burgundy', [120, 20, 40]],
  ['terracotta', [190, 95, 65]],
  ['coral', [245, 125, 105]],
  ['orange', [240, 140, 30]],
  ['gold', [210, 165, 60]],
  ['yellow', [245, 215, 50]],
  ['olive', [120, 125, 50]],
  ['green', [60, 150, 70]],
  ['sage', [150, 170, 135]],
  ['emerald', [30, 110, 80]],
  ['teal', [20, 130, 130]],
  ['turquoise', [60, 200, 200]],
  ['sky blue', [130, 190, 235]],
  ['blue', [40, 90, 190]],
  ['navy', [25, 35, 80]],
  ['lavender', [180, 160, 220]],
  ['purple', [110, 50, 150]],
  ['pink', [240, 140, 180]],
  ['blush', [235, 195, 190]],
  ['magenta', [220, 30, 150]],
];

/** How many named colours there are; {@link nearestColour} answers an index below this. */
export const NAMED_COLOURS = COLOUR_NAMES.length;

/** The name of the named colour at `index` (from {@link nearestColour}). */
export function colourName(index: number): string {
  return COLOUR_NAMES[index]![0];
}

/** Index of the nearest named colour by "redmean" distance, a cheap perceptual weighting. */
export function nearestColour(r: number, g: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < COLOUR_NAMES.length; i++) {
    const [cr, cg, cb] = COLOUR_NAMES[i]![1];
    const mean = (r + cr) / 2;
    const dr = r - cr;
    const dg = g - cg;
    const db = b - cb;
    const distance = (2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best;
}
