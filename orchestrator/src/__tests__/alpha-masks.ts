import sharp from 'sharp';

// Comparing cut-outs by their alpha masks, for the local remover's tests.

/** Share of pixels where both masks (alpha ≥ 128) agree on product, of those either calls product. */
export function iou(a: Buffer, b: Buffer): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]! >= 128;
    const y = b[i]! >= 128;
    if (x && y) both++;
    if (x || y) either++;
  }
  return both / either;
}

/** A PNG's alpha channel, one byte a pixel. */
export const alphaOf = (png: Buffer) => sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer();
