import sharp from 'sharp';
import { productPhoto } from '@studio/infra/testing/test-images';
import { LocalProductAnalyst } from '../providers/local/local-product-analyst';
import { nameFromFilename } from '../providers/name-from-filename';
import { notCancelled } from './provider-calls';

/** A product of `colour` and size w×h on a light backdrop, or on transparency. */
async function photo(colour: string, w: number, h: number, cutOut = false): Promise<Buffer> {
  const product = await sharp({ create: { width: w, height: h, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const background = cutOut ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 232, g: 232, b: 232, alpha: 1 };
  return sharp({ create: { width: 240, height: 240, channels: 4, background } })
    .composite([{ input: product, gravity: 'centre' }])
    .png()
    .toBuffer();
}

describe('nameFromFilename', () => {
  it.each([
    ['red-leather-bag_02.JPG', 'Red Leather Bag'],
    ['Linen-Lamp-front.jpeg', 'Linen Lamp'],
    ['white_ceramic_vase@2x.png', 'White Ceramic Vase'],
    ['oak%20side%20table.webp', 'Oak Side Table'],
    ['nike-air-max-270_02.png', 'Nike Air Max 270'],
    ['iPhone15ProCase-final-v2.png', 'iPhone15 Pro Case'],
    ['USB-C_cable (1).jpg', 'USB C Cable'],
    ['cup-of-tea-set.png', 'Cup of Tea Set'],
    ['/products/red-leather-bag', 'Red Leather Bag'],
    ['C:\\Users\\me\\Desktop\\Silk Scarf copy.png', 'Silk Scarf'],
    ['IMG_2041.HEIC', undefined],
    ['DSC00123.jpg', undefined],
    ['PXL_20240115_123456789.jpg', undefined],
    ['Screenshot 2024-01-15 at 10.22.31.png', undefined],
    ['7b3f9c2e-1d4a-4e8b-9f0a-2c6d8e1b5a3f.jpg', undefined],
    ['photo.png', undefined],
    ['', undefined],
  ])('%j -> %j', (filename, name) => {
    expect(nameFromFilename(filename)).toBe(name);
  });
});

describe('LocalProductAnalyst', () => {
  const analyst = new LocalProductAnalyst();

  it('names the product after the file names most of them give, and describes what it sees', async () => {
    const red = await productPhoto();
    const result = await analyst.analyseProduct(
      {
        images: [red, red, await photo('#2f5fb3', 100, 100)],
        filenames: ['red-leather-bag_01.jpg', 'IMG_2041.jpg', 'red-leather-bag_02.jpg'],
      },
      notCancelled,
    );
    expect(result).toEqual({
      name: 'Red Leather Bag',
      description:
        'Red Leather Bag, in red with blue accents. Its compact, balanced proportions give it a neat, tidy look. Discover it today.',
      provider: 'local',
      model: 'local-product-analysis-v1',
    });
  });

  it('names it by its colours when no file name says what it is', async () => {
    const result = await analyst.analyseProduct(
      {
        images: [await photo('#3c9646', 60, 180)],
        filenames: ['IMG_0001.jpg'],
      },
      notCancelled,
    );
    expect(result.name).toBe('Green Product');
    expect(result.description).toContain('in green.');
    expect(result.description).toContain('tall, slender silhouette');
  });

  it('says a cut-out is one, and a wide product is wide, dark ones deep', async () => {
    const { description } = await analyst.analyseProduct(
      {
        images: [await photo('#1a2a5c', 200, 70, true)],
        filenames: ['navy-sofa.png'],
      },
      notCancelled,
    );
    expect(description).toBe(
      'Navy Sofa, in deep navy. Its low, wide silhouette gives it a grounded, generous look. Shown as a clean cut-out, ready to place on any backdrop. Make it yours today.',
    );
  });

  it('describes a product under the name it is given', async () => {
    const result = await analyst.analyseProduct(
      {
        images: [await productPhoto()],
        filenames: ['IMG_1.jpg'],
        name: 'Aurora Tote',
      },
      notCancelled,
    );
    expect(result.name).toBe('Aurora Tote');
    expect(result.description.startsWith('Aurora Tote, in red')).toBe(true);
  });

  it('gives the same answer for the same photos', async () => {
    const input = { images: [await productPhoto()], filenames: ['mug.jpg'] };
    expect(await analyst.analyseProduct(input, notCancelled)).toEqual(
      await analyst.analyseProduct(input, notCancelled),
    );
  });

  it('refuses what is not an image, for good', async () => {
    await expect(
      analyst.analyseProduct(
        { images: [Buffer.from('not an image')], filenames: [] },
        notCancelled,
      ),
    ).rejects.toMatchObject({ name: 'ProviderError', retryable: false, code: 'invalid_image' });
    await expect(
      analyst.analyseProduct({ images: [], filenames: [] }, notCancelled),
    ).rejects.toMatchObject({
      retryable: false,
      code: 'invalid_image',
    });
  });
});
