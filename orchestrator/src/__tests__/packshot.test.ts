import sharp from 'sharp';
import { pixelAt, productPhoto } from '@studio/infra/testing/test-images';
import { makePackshot } from '../images/packshot';

const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];

describe('makePackshot', () => {
  it('returns a square PNG of the configured size', async () => {
    const out = await makePackshot(await productPhoto(), { size: 320, background: 'white' });
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 320, height: 320 });
  });

  it('puts the product on pure white with white corners', async () => {
    const out = await makePackshot(await productPhoto(), { size: 300, background: 'white' });
    for (const [x, y] of [
      [0, 0],
      [299, 0],
      [0, 299],
      [299, 299],
    ] as const) {
      expect(await pixelAt(out, x, y)).toEqual(WHITE);
    }
  });

  it('trims the backdrop so the product fills the frame, centred', async () => {
    // The photo's product is a red block on grey; after trimming, the grey is gone.
    const out = await makePackshot(await productPhoto(), { size: 300, background: 'white' });
    const [r, g, b] = await pixelAt(out, 150, 140);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);
    // Near the left edge of the product's box there is product, not the grey backdrop.
    const [edgeR] = await pixelAt(out, 150 - Math.round(300 * 0.38), 140);
    expect(edgeR).toBeGreaterThan(150);
  });

  it('casts a soft shadow under the product and nowhere near the corners', async () => {
    const photo = await productPhoto({ width: 300, height: 300 });
    const out = await makePackshot(photo, { size: 400, background: 'white' });
    const { data, info } = await sharp(out)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Find the product's lowest red row in the centre column, then look just beneath it.
    let bottom = 0;
    for (let y = 0; y < info.height; y++) {
      const i = (y * info.width + 200) * 3;
      if (data[i]! > 150 && data[i + 1]! < 90) bottom = y;
    }
    const below = await pixelAt(out, 200, bottom + 4);
    expect(below[0]).toBeLessThan(250);
    expect(below[0]).toBeGreaterThan(120);
  });

  it('makes black packshots with black corners', async () => {
    const out = await makePackshot(await productPhoto(), { size: 200, background: 'black' });
    expect(await pixelAt(out, 0, 0)).toEqual(BLACK);
    expect(await pixelAt(out, 199, 199)).toEqual(BLACK);
  });

  it('keeps transparent products and fills transparency with the background', async () => {
    const cutOut = await sharp({
      create: {
        width: 120,
        height: 200,
        channels: 4,
        background: { r: 20, g: 90, b: 200, alpha: 1 },
      },
    })
      .extend({
        top: 40,
        bottom: 40,
        left: 40,
        right: 40,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    const out = await makePackshot(cutOut, { size: 240, background: 'white' });
    expect(await pixelAt(out, 5, 120)).toEqual(WHITE);
    const centre = await pixelAt(out, 120, 110);
    expect(centre[2]).toBeGreaterThan(150);
  });

  it('accepts a plain image with nothing to trim', async () => {
    const plain = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    const out = await makePackshot(plain, { size: 100, background: 'white' });
    expect((await sharp(out).metadata()).width).toBe(100);
  });

  it('is deterministic, so a retried activity writes the same file', async () => {
    const photo = await productPhoto();
    const a = await makePackshot(photo, { size: 256, background: 'white' });
    const b = await makePackshot(photo, { size: 256, background: 'white' });
    expect(a.equals(b)).toBe(true);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(
      makePackshot(Buffer.from('not an image'), { size: 100, background: 'white' }),
    ).rejects.toThrow();
  });
});
