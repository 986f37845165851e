import sharp from 'sharp';
import { seedContent, solidPng } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { productSchema, TOO_MANY_IMAGES } from '../contract/products';

let t: TestApp;
let creator: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  // A small pixel limit, so an image over it is cheap to make.
  t = await startTestApp({ upload: { maxBytes: 2 * 1024 * 1024, maxPixels: 1_000_000 } });
  creator = await registerAndSignIn(t.app);
  other = await registerAndSignIn(t.app);
});
afterAll(() => t.close());

const post = (agent: SignedIn['agent'], path: string, body: object) =>
  agent.post(`/api/products/${path}`).set(CSRF).send(body);

/** Everything a failed call must leave as it was: products, file records and files. */
async function snapshot() {
  return {
    products: await t.database.db('products').count<{ count: string }[]>('* as count'),
    files: (await t.database.db('files').select('key').orderBy('key')).map((f) => f.key),
    stored: (await t.storedFiles()).sort(),
  };
}

describe('create-from-image(s)', () => {
  it('stores the upload and creates the product with it (201), served to its owner only', async () => {
    const { body } = await post(creator.agent, 'create-from-image', {
      name: 'Red box',
      description: 'A box',
      image: toDataUrl(await productPhoto()),
      filename: 'red-box.png',
    }).expect(201);
    expect(productSchema.parse(body)).toMatchObject({
      name: 'Red box',
      description: 'A box',
      status: 'active',
      imageUrl: expect.stringMatching(/^\/files\/[0-9a-f]{64}\.png$/),
    });
    expect(body.imageUrls).toEqual([body.imageUrl]);

    const file = await creator.agent.get(body.imageUrl).expect(200);
    expect((await sharp(file.body as Buffer).metadata()).width).toBe(400);
    await other.agent.get(body.imageUrl).expect(404);
  });

  it('keeps the images in their order; the JPEG stays a JPEG', async () => {
    const jpeg = await sharp(await solidPng('#336699', 64))
      .jpeg()
      .toBuffer();
    const { body } = await post(creator.agent, 'create-from-images', {
      name: 'Pair',
      images: [toDataUrl(jpeg, 'image/jpeg'), toDataUrl(await solidPng('#996633', 64))],
      filenames: ['a.jpg', 'b.png'],
    }).expect(201);
    expect(body.imageUrls).toEqual([
      expect.stringMatching(/\.jpg$/),
      expect.stringMatching(/\.png$/),
    ]);
    expect(body.imageUrl).toBe(body.imageUrls[0]);
  });

  it('refuses six images with 400 too_many_images and stores nothing', async () => {
    const image = toDataUrl(await solidPng('#123456'));
    const before = await snapshot();
    const { body } = await post(creator.agent, 'create-from-images', {
      name: 'Too many',
      images: Array(6).fill(image),
    }).expect(400);
    expect(body).toEqual({ error: 'too_many_images', message: TOO_MANY_IMAGES });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no images', []],
    ['a text file posing as a PNG', ['valid', toDataUrl(Buffer.from('not a picture'))]],
    ['a URL instead of a data URL', ['valid', 'https://example.com/a.png']],
  ])(
    'refuses %s with 400 invalid_image and stores nothing, not even the valid ones',
    async (_, images) => {
      const valid = toDataUrl(await solidPng('#654321'));
      const before = await snapshot();
      const { body } = await post(creator.agent, 'create-from-images', {
        name: 'Broken',
        images: images.map((i) => (i === 'valid' ? valid : i)),
      }).expect(400);
      expect(body).toEqual({ error: 'invalid_image', message: 'Please select valid image files' });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses an image over the pixel limit with 413 image_too_large and stores nothing', async () => {
    const before = await snapshot();
    const big = await solidPng('#0a0b0c', 1200);
    const { body } = await post(creator.agent, 'create-from-image', {
      name: 'Huge',
      image: toDataUrl(big),
    }).expect(413);
    expect(body.error).toBe('image_too_large');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a missing name before storing the image', async () => {
    const before = await snapshot();
    const { body } = await post(creator.agent, 'create-from-image', {
      image: toDataUrl(await solidPng('#777777')),
    }).expect(400);
    expect(body).toEqual({ error: 'validation_error', message: 'name: Name is required' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('create-from-content-image(s)', () => {
  let ownUrls: string[];
  let theirUrl: string;
  beforeAll(async () => {
    await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 2 });
    ownUrls = (await creator.agent.get('/api/content').expect(200)).body.content.map(
      (c: { contentUrls: string[] }) => c.contentUrls[0],
    );
    await seedContent(t.database.db, t.deps.store, other.user.id, { count: 1 });
    theirUrl = (await other.agent.get('/api/content').expect(200)).body.content[0].contentUrls[0];
  });

  it('makes a product of the creator’s own content image(s)', async () => {
    const one = await post(creator.agent, 'create-from-content-image', {
      name: 'From content',
      imageUrl: ownUrls[0],
    }).expect(201);
    expect(one.body).toMatchObject({ imageUrl: ownUrls[0], imageUrls: [ownUrls[0]] });

    const both = await post(creator.agent, 'create-from-content-images', {
      name: 'From both',
      description: 'Two',
      imageUrls: ownUrls,
    }).expect(201);
    expect(both.body).toMatchObject({ imageUrl: ownUrls[0], imageUrls: ownUrls });
  });

  it('answers 404 file_not_found for someone else’s content image and creates nothing', async () => {
    const before = await snapshot();
    await post(creator.agent, 'create-from-content-image', {
      name: 'Theirs',
      imageUrl: theirUrl,
    }).expect(404);
    const { body } = await post(creator.agent, 'create-from-content-images', {
      name: 'Mixed',
      imageUrls: [ownUrls[0], theirUrl],
    }).expect(404);
    expect(body.error).toBe('file_not_found');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a non-file URL with 400 invalid_image_url, and six URLs with too_many_images', async () => {
    const before = await snapshot();
    const bad = await post(creator.agent, 'create-from-content-image', {
      name: 'Web',
      imageUrl: 'http://169.254.169.254/latest/meta-data',
    }).expect(400);
    expect(bad.body.error).toBe('invalid_image_url');
    const many = await post(creator.agent, 'create-from-content-images', {
      name: 'Many',
      imageUrls: Array(6).fill(ownUrls[0]),
    }).expect(400);
    expect(many.body).toEqual({ error: 'too_many_images', message: TOO_MANY_IMAGES });
    expect(await snapshot()).toEqual(before);
  });
});
