import sharp from 'sharp';
import { productPhoto } from '@studio/infra/testing/test-images';
import { MAX_UPSCALED_SIDE, upscale, UpscaleTooLargeError } from '../images/upscale';

describe('upscale', () => {
  it.each([2, 4] as const)('multiplies both sides by %i', async (factor) => {
    const out = await upscale(await productPhoto({ width: 120, height: 90 }), { factor });
    expect(await sharp(out).metadata()).toMatchObject({
      format: 'png',
      width: 120 * factor,
      height: 90 * factor,
    });
  });

  it('keeps transparency', async () => {
    const cutOut = await sharp({
      create: { width: 20, height: 20, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 1 } },
    })
      .extend({
        top: 10,
        bottom: 10,
        left: 10,
        right: 10,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    const out = await upscale(cutOut, { factor: 2 });
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0); // top-left corner
    expect(data[(40 * info.width + 40) * 4 + 3]).toBe(255); // centre
  });

  it('sharpens after interpolating, so edges are crisper than a plain resize', async () => {
    const photo = await productPhoto({ width: 120, height: 90 });
    const out = await upscale(photo, { factor: 4 });
    const plain = await sharp(photo).resize(480, 360, { kernel: 'lanczos3' }).png().toBuffer();
    const contrast = async (image: Buffer) => {
      const { data } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
      let sum = 0;
      for (let i = 1; i < data.length; i++) sum += Math.abs(data[i]! - data[i - 1]!);
      return sum;
    };
    expect(await contrast(out)).toBeGreaterThan(await contrast(plain));
  });

  it('allows exactly the maximum side', async () => {
    const strip = await sharp({
      create: { width: 2048, height: 4, channels: 3, background: '#777' },
    })
      .png()
      .toBuffer();
    const out = await upscale(strip, { factor: 4 });
    expect((await sharp(out).metadata()).width).toBe(MAX_UPSCALED_SIDE);
  });

  it('refuses an output over 8192 px on a side, with a clear error, before doing the work', async () => {
    const wide = await sharp({
      create: { width: 2100, height: 10, channels: 3, background: '#777' },
    })
      .png()
      .toBuffer();
    const attempt = upscale(wide, { factor: 4 });
    await expect(attempt).rejects.toBeInstanceOf(UpscaleTooLargeError);
    await expect(attempt).rejects.toThrow(
      'Upscaling a 2100×10 image by 4 would make it 8400×40; at most 8192 pixels a side are allowed.',
    );
  });

  it('refuses factors other than 2 and 4', async () => {
    const photo = await productPhoto({ width: 40, height: 30 });
    await expect(upscale(photo, { factor: 3 as 2 })).rejects.toThrow(RangeError);
  });

  it('is deterministic', async () => {
    const photo = await productPhoto({ width: 100, height: 80 });
    const a = await upscale(photo, { factor: 2 });
    const b = await upscale(photo, { factor: 2 });
    expect(a.equals(b)).toBe(true);
  });
});
