import sharp from 'sharp';

/** Where the two objects of twoObjectPhoto stand, in its pixels. */
export const TWO_OBJECTS = {
  width: 320,
  height: 200,
  /** A red box on the left: the product. */
  product: { left: 40, top: 50, width: 100, height: 110 },
  /** A blue box on the right: the object the creator drops. */
  other: { left: 200, top: 70, width: 80, height: 90 },
} as const;

/**
 * A photo with two objects well apart on a plain light backdrop, as the touch-up tests need: a
 * cut-out keeps both (the classic flood fill keeps whatever is not the backdrop), and the
 * creator drops one and brushes a patch out of the other.
 */
export async function twoObjectPhoto(): Promise<Buffer> {
  const { width, height, product, other } = TWO_OBJECTS;
  const box = (b: { width: number; height: number }, colour: string) =>
    sharp({ create: { width: b.width, height: b.height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ececec' } })
    .composite([
      { input: await box(product, '#c0392b'), left: product.left, top: product.top },
      { input: await box(other, '#2c5fa8'), left: other.left, top: other.top },
    ])
    .png()
    .toBuffer();
}
