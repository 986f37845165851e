import sharp from 'sharp';
import {
  amberBottleOnWood,
  bottleOnBusyBackground,
  mugOnWallAndTable,
  silverCarOnStreet,
  whiteMugUnderWarmLight,
  whiteProductOnWhite,
} from '@studio/infra/testing/product-photos';
import { productPhoto } from '@studio/infra/testing/test-images';
import { type BackgroundRemover, ProviderError } from '../providers/capabilities';
import { LocalProductAnalyst } from '../providers/local/local-product-analyst';
import { nameFromFilename } from '../providers/name-from-filename';
import { groundTruthRemover } from './ground-truth-remover';
import { cancelledCall, notCancelled } from './provider-calls';

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
      model: 'local-product-analysis-v2',
    });
  });

  it('leaves it Untitled when nothing says what it is, rather than make up a name', async () => {
    const result = await analyst.analyseProduct(
      {
        images: [await photo('#3c9646', 60, 180)],
        filenames: ['IMG_0001.jpg'],
      },
      notCancelled,
    );
    expect(result.name).toBe('Untitled product');
    expect(result.description).toMatch(/^A green product\. Its tall, slender silhouette/);
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

  describe('reads the colours from the product’s pixels only, on photo-like shots', () => {
    /** The backdrops' colours: the wall's plaster, the table's wood, the white sweep. */
    const BACKDROP = ['cream', 'beige', 'tan', 'brown', 'terracotta', 'gold'];
    const analyse = async (photo: Awaited<ReturnType<typeof mugOnWallAndTable>>) =>
      new LocalProductAnalyst(groundTruthRemover(photo)).analyseProduct(
        { images: [photo.photo], filenames: ['IMG_0001.jpg'] },
        notCancelled,
      );

    it('a teal mug on a cream plaster wall and a wooden table is teal, not cream', async () => {
      const { name, description } = await analyse(await mugOnWallAndTable());
      expect(name).toBe('Untitled product');
      expect(description).toMatch(/^A teal product\./);
      for (const colour of BACKDROP) expect(description).not.toContain(colour);
    });

    it('a blue bottle on a busy backdrop is blue and tall', async () => {
      const { description } = await analyse(await bottleOnBusyBackground());
      expect(description).toMatch(/^A blue product with navy accents\./);
      expect(description).toContain('tall, slender silhouette');
    });

    it('an off-white bottle on white is white and tall, its backdrop leaving the shape alone', async () => {
      const { description } = await analyse(await whiteProductOnWhite());
      expect(description).toMatch(/^A (light )?(white|cream) product\./);
      expect(description).toContain('tall, slender silhouette');
    });

    it('a silver car is silver, its reflections’ darks no second colour (it was “charcoal”)', async () => {
      const { description } = await analyse(await silverCarOnStreet());
      expect(description).toMatch(/^A silver product\. Its low, wide silhouette/);
    });

    it('an amber glass bottle is amber (it was “black with brown accents”)', async () => {
      const { description } = await analyse(await amberBottleOnWood());
      expect(description).toMatch(/^An (deep )?amber product\./);
    });

    it('a white mug under a warm bulb is white: the light’s cast is taken out', async () => {
      const { description } = await analyse(await whiteMugUnderWarmLight());
      expect(description).toMatch(/^A (light )?white product\./);
    });
  });

  it('cuts opaque photos out with the remover it is given, and takes cut-outs as they are', async () => {
    const mug = await mugOnWallAndTable();
    const remover = groundTruthRemover(mug);
    const analyst = new LocalProductAnalyst(remover);
    await analyst.analyseProduct({ images: [mug.photo], filenames: [] }, notCancelled);
    expect(remover.calls).toBe(1);
    const { description } = await analyst.analyseProduct(
      { images: [mug.cutOut], filenames: [] },
      notCancelled,
    );
    expect(remover.calls).toBe(1);
    expect(description).toMatch(/^A (deep )?teal product/);
    expect(description).toContain('Shown as a clean cut-out');
  });

  it('makes one pass of the slow remover per analysis, the quick one for the rest, each photo once', async () => {
    const [mug, bottle] = [await mugOnWallAndTable(), await bottleOnBusyBackground()];
    const slow = groundTruthRemover(mug);
    const quick = groundTruthRemover(bottle);
    const { description } = await new LocalProductAnalyst(slow, quick).analyseProduct(
      { images: [mug.photo, mug.photo, bottle.photo, bottle.photo, mug.photo], filenames: [] },
      notCancelled,
    );
    expect([slow.calls, quick.calls]).toEqual([1, 1]);
    // The mug counts three times, the bottle twice: the teal leads.
    expect(description).toMatch(/^A (deep )?teal product/);
  });

  it('passes on the remover’s failure as it came, and a cancellation as a cancellation', async () => {
    const down = new ProviderError('The model is overloaded', true, 'http_503');
    const failing: BackgroundRemover = {
      removeBackground: () => Promise.reject(down),
    };
    const photo = await productPhoto();
    await expect(
      new LocalProductAnalyst(failing).analyseProduct(
        { images: [photo], filenames: [] },
        notCancelled,
      ),
    ).rejects.toBe(down);
    const reason = new Error('cancelled by the test');
    await expect(
      new LocalProductAnalyst(groundTruthRemover(await mugOnWallAndTable())).analyseProduct(
        { images: [photo], filenames: [] },
        cancelledCall(reason),
      ),
    ).rejects.toBe(reason);
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
