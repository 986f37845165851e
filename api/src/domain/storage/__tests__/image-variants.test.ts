import sharp from 'sharp';
import { ImageVariants } from '../image-variants';

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c03020' } })
    .png()
    .toBuffer();

describe('ImageVariants', () => {
  it('encodes a variant once however many ask at the same time, then serves it from memory', async () => {
    const bytes = await photo();
    let reads = 0;
    const variants = new ImageVariants(async () => {
      reads++;
      return bytes;
    });
    const request = { width: 320, format: 'webp' } as const;
    const [a, b] = await Promise.all([
      variants.get('k.png', request),
      variants.get('k.png', request),
    ]);
    expect(a).toBe(b);
    await variants.get('k.png', request);
    expect(reads).toBe(1);
    await variants.get('k.png', { width: 160, format: 'webp' });
    expect(reads).toBe(2);
  });

  it('keeps at most its byte budget, dropping the least recently used', async () => {
    const bytes = await photo();
    let reads = 0;
    const first = await new ImageVariants(async () => bytes).get('k.png', {
      width: 640,
      format: 'webp',
    });
    // Room for one variant of this size, not two.
    const variants = new ImageVariants(async () => {
      reads++;
      return bytes;
    }, first.bytes.length + 10);
    await variants.get('a.png', { width: 640, format: 'webp' });
    await variants.get('b.png', { width: 640, format: 'webp' });
    await variants.get('a.png', { width: 640, format: 'webp' });
    expect(reads).toBe(3);
  });

  it('lets a failed encoding be tried again', async () => {
    let calls = 0;
    const variants = new ImageVariants(async () => {
      calls++;
      if (calls === 1) throw new Error('disk hiccup');
      return photo();
    });
    await expect(variants.get('k.png', { width: 160, format: 'webp' })).rejects.toThrow(
      'disk hiccup',
    );
    await expect(variants.get('k.png', { width: 160, format: 'webp' })).resolves.toMatchObject({
      contentType: 'image/webp',
    });
  });
});
