import sharp from 'sharp';
import { mugOnWallAndTable } from '@studio/infra/testing/product-photos';
import { pixelAt, productPhoto } from '@studio/infra/testing/test-images';
import { removeBackground } from '../images/remove-background';

const GREY = '#e6e6e6';
const RED = '#c0392b';

/** The alpha channel of a PNG, with its size. */
async function alphaOf(image: Buffer) {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { at: (x: number, y: number) => data[y * info.width + x]!, info, data };
}

/** A red frame (the product) with a backdrop-grey window in it that does not touch the border. */
async function frameWithHole(): Promise<Buffer> {
  const hole = await sharp({ create: { width: 40, height: 40, channels: 3, background: GREY } })
    .png()
    .toBuffer();
  const frame = await sharp({ create: { width: 100, height: 100, channels: 3, background: RED } })
    .composite([{ input: hole, left: 30, top: 30 }])
    .png()
    .toBuffer();
  return sharp({ create: { width: 200, height: 160, channels: 3, background: GREY } })
    .composite([{ input: frame, left: 50, top: 30 }])
    .png()
    .toBuffer();
}

describe('removeBackground', () => {
  it('makes the backdrop transparent and keeps the product opaque, in its own colours', async () => {
    const out = await removeBackground(await productPhoto());
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 400, height: 300, hasAlpha: true });
    const alpha = await alphaOf(out);
    for (const [x, y] of [
      [0, 0],
      [399, 0],
      [0, 299],
      [399, 299],
      [60, 150],
      [200, 40],
    ] as const) {
      expect(alpha.at(x, y)).toBe(0);
    }
    expect(alpha.at(200, 150)).toBe(255);
    expect(alpha.at(150, 100)).toBe(255);
    const [r, g, b] = await pixelAt(out, 200, 150);
    expect([r, g, b]).toEqual([0xc0, 0x39, 0x2b]);
  });

  it('keeps a backdrop-coloured hole inside the product opaque, since the border cannot reach it', async () => {
    const alpha = await alphaOf(await removeBackground(await frameWithHole()));
    expect(alpha.at(100, 80)).toBe(255); // the grey window in the middle of the frame
    expect(alpha.at(55, 35)).toBe(255); // the frame itself
    expect(alpha.at(20, 80)).toBe(0); // the backdrop outside
  });

  it('removes backdrop that reaches inside the product from the border (a notch, not a hole)', async () => {
    // The same frame, but its window opens to the bottom edge of the photo.
    const notch = await sharp({ create: { width: 40, height: 100, channels: 3, background: GREY } })
      .png()
      .toBuffer();
    const photo = await sharp(await frameWithHole())
      .composite([{ input: notch, left: 80, top: 60 }])
      .png()
      .toBuffer();
    const alpha = await alphaOf(await removeBackground(photo));
    expect(alpha.at(100, 80)).toBe(0);
    expect(alpha.at(55, 35)).toBe(255);
  });

  it('feathers the cut: the product edge has intermediate alpha, a hard cut has none', async () => {
    const photo = await productPhoto();
    const row = async (image: Buffer) => {
      const alpha = await alphaOf(image);
      return Array.from({ length: 60 }, (_, i) => alpha.at(110 + i, 150));
    };
    const soft = await row(await removeBackground(photo));
    expect(soft.some((a) => a > 0 && a < 255)).toBe(true);
    expect(soft[0]).toBe(0);
    expect(soft[59]).toBe(255);
    const hard = await row(await removeBackground(photo, { feather: 0 }));
    expect(hard.every((a) => a === 0 || a === 255)).toBe(true);
  });

  it('follows a backdrop that darkens gradually across the frame', async () => {
    // Light grey on the left to mid grey on the right: more than the tolerance apart.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#f0f0f0"/><stop offset="1" stop-color="#b4b4b4"/></linearGradient></defs>
      <rect width="300" height="200" fill="url(#g)"/><rect x="110" y="60" width="80" height="80" fill="#1f4e9c"/></svg>`;
    const alpha = await alphaOf(
      await removeBackground(await sharp(Buffer.from(svg)).png().toBuffer()),
    );
    expect(alpha.at(2, 100)).toBe(0);
    expect(alpha.at(297, 100)).toBe(0);
    expect(alpha.at(150, 100)).toBe(255);
  });

  it('models a backdrop of two lit surfaces: a mug on a textured wall and a wooden table', async () => {
    const shot = await mugOnWallAndTable();
    const alpha = (await alphaOf(await removeBackground(shot.photo))).data;
    const truth = await sharp(shot.mask).extractChannel(0).raw().toBuffer();
    let both = 0;
    let either = 0;
    for (let i = 0; i < truth.length; i++) {
      if (alpha[i]! >= 128 && truth[i]! >= 128) both++;
      if (alpha[i]! >= 128 || truth[i]! >= 128) either++;
    }
    expect(both / either).toBeGreaterThan(0.9);
  });

  it('drops small specks of dust on the backdrop', async () => {
    const speck = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const photo = await sharp(await productPhoto())
      .composite([{ input: speck, left: 40, top: 40 }])
      .png()
      .toBuffer();
    const alpha = await alphaOf(await removeBackground(photo));
    expect(alpha.at(41, 41)).toBe(0);
  });

  it('keeps an image that is already a cut-out as it is', async () => {
    const cutOut = await sharp({
      create: {
        width: 60,
        height: 60,
        channels: 4,
        background: { r: 240, g: 240, b: 240, alpha: 1 },
      },
    })
      .extend({
        top: 20,
        bottom: 20,
        left: 20,
        right: 20,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    const alpha = await alphaOf(await removeBackground(cutOut));
    // A light product on transparency: the light pixels are product, not backdrop.
    expect(alpha.at(50, 50)).toBe(255);
    expect(alpha.at(5, 5)).toBe(0);
  });

  it('scales very large photos down to 2048 px on the long side', async () => {
    const out = await removeBackground(await productPhoto({ width: 2560, height: 200 }));
    const meta = await sharp(out).metadata();
    expect(meta.width).toBe(2048);
    expect(meta.height).toBe(160);
  });

  it('is deterministic, so a retried activity writes the same file', async () => {
    const photo = await frameWithHole();
    const a = await removeBackground(photo);
    const b = await removeBackground(photo);
    expect(a.equals(b)).toBe(true);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(removeBackground(Buffer.from('not an image'))).rejects.toThrow();
  });
});
