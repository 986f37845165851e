import sharp from 'sharp';

/**
 * A product photo for tests: a coloured rectangle (the product) on a plain light-grey backdrop,
 * as a creator would shoot it.
 */
export async function productPhoto(
  options: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 400;
  const height = options.height ?? 300;
  const product = await sharp({
    create: {
      width: Math.round(width / 3),
      height: Math.round(height / 2),
      channels: 3,
      background: '#c0392b',
    },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#e6e6e6' } })
    .composite([{ input: product, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function toDataUrl(bytes: Buffer, mime = 'image/png'): string {
  return `data:${mime};base64,${bytes.toString('base64')}`;
}

/** The RGB of the pixel at (x, y) of an image. */
export async function pixelAt(
  image: Buffer,
  x: number,
  y: number,
): Promise<[number, number, number]> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}
