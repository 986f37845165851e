import sharp from 'sharp';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { ImageTooLargeError, InvalidImageError } from '../domain/errors';
import { decodeImageDataUrl } from '../domain/images/decode-image-data-url';

const limits = { maxBytes: 1024 * 1024, maxPixels: 4_000_000 };

describe('decodeImageDataUrl', () => {
  it('decodes a PNG data URL into a PNG with its size', async () => {
    const image = await decodeImageDataUrl(
      toDataUrl(await productPhoto({ width: 40, height: 30 })),
      limits,
    );
    expect(image).toMatchObject({ extension: 'png', width: 40, height: 30 });
    expect((await sharp(image.bytes).metadata()).format).toBe('png');
  });

  it('keeps JPEG as JPEG', async () => {
    const jpeg = await sharp(await productPhoto())
      .jpeg()
      .toBuffer();
    const image = await decodeImageDataUrl(toDataUrl(jpeg, 'image/jpeg'), limits);
    expect(image.extension).toBe('jpg');
  });

  it('judges the bytes, not the declared type', async () => {
    const png = await productPhoto();
    await expect(decodeImageDataUrl(toDataUrl(png, 'text/plain'), limits)).resolves.toMatchObject({
      extension: 'png',
    });
    const text = Buffer.from('hello, I am not a picture');
    await expect(decodeImageDataUrl(toDataUrl(text, 'image/png'), limits)).rejects.toThrow(
      InvalidImageError,
    );
  });

  it.each([
    ['no data: prefix', 'image/png;base64,AAAA'],
    ['not base64-encoded', 'data:image/png,plain'],
    ['empty payload', 'data:image/png;base64,'],
    ['invalid base64', 'data:image/png;base64,@@@@'],
    ['truncated base64', 'data:image/png;base64,iVBORw0KGgo'],
  ])('refuses %s with the spec message', async (_case, url) => {
    await expect(decodeImageDataUrl(url, limits)).rejects.toThrow(
      'Please select valid image files',
    );
  });

  it('refuses a truncated image that only looks like a PNG', async () => {
    const png = await productPhoto();
    const cut = png.subarray(0, Math.floor(png.length / 2));
    await expect(decodeImageDataUrl(toDataUrl(cut), limits)).rejects.toThrow(InvalidImageError);
  });

  it('refuses files over the byte limit before decoding them', async () => {
    const png = await productPhoto();
    await expect(
      decodeImageDataUrl(toDataUrl(png), { ...limits, maxBytes: png.length - 1 }),
    ).rejects.toThrow(ImageTooLargeError);
  });

  it('refuses images over the pixel limit (decompression bombs)', async () => {
    const big = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await expect(decodeImageDataUrl(toDataUrl(big), limits)).rejects.toThrow(/megapixels/);
  });

  it('drops metadata and applies the EXIF orientation', async () => {
    const tagged = await sharp(await productPhoto({ width: 40, height: 20 }))
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();
    const image = await decodeImageDataUrl(toDataUrl(tagged, 'image/jpeg'), limits);
    const meta = await sharp(image.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored image is upright, so taller than wide.
    expect([image.width, image.height]).toEqual([20, 40]);
  });
});
