import sharp from 'sharp';
import { isOpaque } from '../images/opacity';

const image = (channels: 3 | 4, alpha = 255) =>
  sharp({
    create: {
      width: 40,
      height: 30,
      channels,
      background: { r: 200, g: 80, b: 40, alpha: alpha / 255 },
    },
  })
    .png()
    .toBuffer();

describe('isOpaque', () => {
  it('answers true for an image without an alpha channel', async () => {
    expect(await isOpaque(await image(3))).toBe(true);
  });

  it('answers true for an alpha channel at 255 everywhere (a screenshot saved as RGBA)', async () => {
    expect(await isOpaque(await image(4))).toBe(true);
  });

  it('answers false when a single pixel is even slightly transparent', async () => {
    const opaque = await sharp(await image(4))
      .raw()
      .toBuffer({ resolveWithObject: true });
    opaque.data[(12 * 40 + 7) * 4 + 3] = 254;
    const onePixel = await sharp(opaque.data, { raw: opaque.info }).png().toBuffer();
    expect(await isOpaque(onePixel)).toBe(false);
    expect(await isOpaque(await image(4, 0))).toBe(false);
  });
});
