/**
 * How far a pixel of the photo is from the backdrop estimated behind it, split the way light
 * works: a shadow or a tint changes brightness (the ratio of the photo's to the backdrop's) but
 * keeps the chromaticity (the colour's share of each channel); a product usually changes both.
 */
export interface Likeness {
  /** Brightness of the photo over the backdrop's. */
  ratio: number;
  /** Distance between the two chromaticities (r, g, b shares), 0 for the same hue. */
  chroma: number;
}

export function likeness(
  photo: Buffer,
  photoChannels: number,
  backdrop: Buffer,
  i: number,
): Likeness {
  const r = photo[i * photoChannels]! + 1;
  const g = photo[i * photoChannels + 1]! + 1;
  const b = photo[i * photoChannels + 2]! + 1;
  const R = backdrop[i * 3]! + 1;
  const G = backdrop[i * 3 + 1]! + 1;
  const B = backdrop[i * 3 + 2]! + 1;
  const sum = r + g + b;
  const SUM = R + G + B;
  const chroma = Math.hypot(r / sum - R / SUM, g / sum - G / SUM, b / sum - B / SUM);
  return { ratio: sum / SUM, chroma };
}

/** The colour distance (RGB, 0–441) between the photo and the backdrop at a pixel. */
export function distance(
  photo: Buffer,
  photoChannels: number,
  backdrop: Buffer,
  i: number,
): number {
  return Math.hypot(
    photo[i * photoChannels]! - backdrop[i * 3]!,
    photo[i * photoChannels + 1]! - backdrop[i * 3 + 1]!,
    photo[i * photoChannels + 2]! - backdrop[i * 3 + 2]!,
  );
}
