import sharp from 'sharp';
import { MASK_MAX_BYTES } from '../../../contract/cutouts';
import { DomainError } from '../../errors';
import { applyMask, readMask } from '../apply-mask';

const size = { width: 4, height: 2 };
const png = (data: number[], channels: 1 | 2 | 3 | 4) =>
  sharp(Buffer.from(data), { raw: { ...size, channels } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return { code: (error as DomainError).code, message: (error as DomainError).message };
}

describe('readMask', () => {
  it('takes the alpha of an RGBA mask, and the first channel of a grey one', async () => {
    const rgba = [...Array(8).keys()].flatMap((i) => [255, 0, 0, i * 30]);
    expect([...(await readMask(dataUrl(await png(rgba, 4)), size))]).toEqual(
      [...Array(8).keys()].map((i) => i * 30),
    );
    const grey = [0, 255, 0, 255, 10, 20, 30, 40];
    expect([...(await readMask(dataUrl(await png(grey, 1)), size))]).toEqual(grey);
  });

  it('refuses another size, another format and too many bytes, each with its code', async () => {
    const big = await sharp(Buffer.alloc(10), { raw: { width: 5, height: 2, channels: 1 } })
      .png()
      .toBuffer();
    expect(await refusal(readMask(dataUrl(big), size))).toEqual({
      code: 'invalid_mask',
      message: 'The edited mask is 5 × 2 pixels; the cut-out is 4 × 2.',
    });
    const jpeg = await sharp(Buffer.alloc(24, 128), { raw: { ...size, channels: 3 } })
      .jpeg()
      .toBuffer();
    expect(await refusal(readMask(dataUrl(jpeg), size))).toEqual({
      code: 'invalid_mask',
      message: 'The edited mask must be a PNG image.',
    });
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil(((MASK_MAX_BYTES + 4) * 4) / 3 / 4) * 4)}`;
    expect(await refusal(readMask(huge, size))).toEqual({
      code: 'mask_too_large',
      message: 'The edited mask may be at most 8 MB.',
    });
  });
});

describe('applyMask', () => {
  it('puts the mask over the cut-out’s colours where it had any, and the photo’s elsewhere', async () => {
    const photo = await png(
      [...Array(8)].flatMap(() => [10, 20, 30]),
      3,
    );
    // The cut-out kept the left half, its edge colours cleaned to white.
    const cutout = await png(
      [...Array(8).keys()].flatMap((i) => (i % 4 < 2 ? [255, 255, 255, 255] : [0, 0, 0, 0])),
      4,
    );
    const mask = Uint8Array.from([255, 0, 255, 255, 255, 0, 255, 255]);
    const edited = await applyMask(mask, { photo, cutout, ...size });
    const { data } = await sharp(edited.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 16)]).toEqual([
      ...[255, 255, 255, 255],
      ...[255, 255, 255, 0],
      ...[10, 20, 30, 255],
      ...[10, 20, 30, 255],
    ]);
  });
});
