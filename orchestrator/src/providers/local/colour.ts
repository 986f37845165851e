/**
 * Colour for the local providers, in one place: RGB triples and hex strings, HSL and hue shifts
 * (the scenes' palettes). The colours' names a shopper uses are in shopper-colours.ts.
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
