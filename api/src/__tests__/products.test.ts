import request from 'supertest';
import { seedContent } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { productSchema, TOO_MANY_IMAGES } from '../contract/products';
import { saveAnalysisDraft } from '../domain/products/product-drafts';

let t: TestApp;
let creator: SignedIn;
let other: SignedIn;
/** `/files/...` URLs of the creator's own content images. */
let ownImages: string[];
/** A URL of a file that belongs to the other creator only. */
let othersImage: string;

beforeAll(async () => {
  t = await startTestApp();
  creator = await registerAndSignIn(t.app);
  other = await registerAndSignIn(t.app);
  await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 6 });
  ownImages = (await creator.agent.get('/api/content?limit=6').expect(200)).body.content.map(
    (c: { contentUrls: string[] }) => c.contentUrls[0],
  );
  await seedContent(t.database.db, t.deps.store, other.user.id, { count: 1, name: 'Other' });
  othersImage = (await other.agent.get('/api/content').expect(200)).body.content[0].contentUrls[0];
  // Distinct colours: the other creator's file is not one of ours by content address either.
  expect(ownImages).not.toContain(othersImage);
});
afterAll(() => t.close());

const productRows = () => t.database.db('products').orderBy('created_at');

function create(agent: SignedIn['agent'], fields: Record<string, unknown>) {
  return agent.post('/api/products').set(CSRF).send(fields);
}

describe('signed out', () => {
  it.each([
    ['get', '/api/products'],
    ['get', '/api/products/00000000-0000-4000-8000-000000000000'],
    ['post', '/api/products'],
    ['put', '/api/products/00000000-0000-4000-8000-000000000000'],
    ['delete', '/api/products/00000000-0000-4000-8000-000000000000'],
    ['post', '/api/products/create-from-image'],
    ['post', '/api/products/create-from-images'],
    ['post', '/api/products/create-from-content-image'],
    ['post', '/api/products/create-from-content-images'],
    ['post', '/api/products/create-from-url'],
  ] as const)('%s %s answers 401', async (method, path) => {
    const { body } = await request(t.app.callback())[method](path).set(CSRF).send({}).expect(401);
    expect(body).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
  });
});

describe('POST /api/products', () => {
  it('creates an active product from the creator’s own images, the first as main image', async () => {
    const { body } = await create(creator.agent, {
      name: '  Linen shirt ',
      description: 'Breathable',
      imageUrls: [ownImages[1], ownImages[0]],
      sourceUrl: 'https://shop.example/linen-shirt',
    }).expect(201);

    expect(productSchema.parse(body)).toEqual({
      id: expect.any(String),
      name: 'Linen shirt',
      description: 'Breathable',
      imageUrl: ownImages[1],
      imageUrls: [ownImages[1], ownImages[0]],
      sourceUrl: 'https://shop.example/linen-shirt',
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { body: fetched } = await creator.agent.get(`/api/products/${body.id}`).expect(200);
    expect(fetched).toEqual(body);
  });

  it('creates a product without images (imageUrl null)', async () => {
    const { body } = await create(creator.agent, { name: 'Bare' }).expect(201);
    expect(body).toMatchObject({ imageUrl: null, imageUrls: [], description: '', sourceUrl: null });
  });

  it.each([
    ['no name', {}, 'validation_error', 'name: Name is required'],
    ['a blank name', { name: '   ' }, 'validation_error', 'name: Name is required'],
    [
      'a name over 200 characters',
      { name: 'x'.repeat(201) },
      'validation_error',
      'name: Name must be at most 200 characters',
    ],
    [
      'six images',
      { name: 'Six', imageUrls: Array(6).fill('/files/x') },
      'too_many_images',
      TOO_MANY_IMAGES,
    ],
  ])('refuses %s with 400 and writes nothing', async (_, fields, error, message) => {
    const before = await productRows();
    const { body } = await create(creator.agent, fields).expect(400);
    expect(body).toEqual({ error, message });
    expect(await productRows()).toEqual(before);
  });

  it('refuses a URL that is not one of this app’s file URLs with 400 invalid_image_url', async () => {
    const before = await productRows();
    for (const url of [
      'https://elsewhere.example/a.png',
      '/files/../../etc/passwd',
      `${ownImages[0]}?x=1`,
    ]) {
      const { body } = await create(creator.agent, { name: 'P', imageUrls: [url] }).expect(400);
      expect(body.error).toBe('invalid_image_url');
    }
    expect(await productRows()).toEqual(before);
  });

  it('answers 404 file_not_found for someone else’s file (or an unknown one) and writes nothing', async () => {
    const before = await productRows();
    for (const url of [othersImage, `/files/${'0'.repeat(64)}.png`]) {
      const { body } = await create(creator.agent, {
        name: 'Not mine',
        imageUrls: [ownImages[0], url],
      }).expect(404);
      expect(body).toEqual({
        error: 'file_not_found',
        message: 'One of the images was not found.',
      });
    }
    expect(await productRows()).toEqual(before);
  });
});

describe('GET /api/products', () => {
  it('lists only the caller’s active products, newest first; drafts are left out', async () => {
    const mine = await registerAndSignIn(t.app);
    const first = (await create(mine.agent, { name: 'First' }).expect(201)).body;
    const second = (await create(mine.agent, { name: 'Second' }).expect(201)).body;
    const draft = await saveAnalysisDraft(t.database.db, mine.user.id, {
      name: 'Drafted',
      description: '',
      sourceUrl: 'https://shop.example/drafted',
      fileKeys: [],
    });
    await create(other.agent, { name: 'Someone else’s' }).expect(201);

    const { body } = await mine.agent.get('/api/products').expect(200);
    expect(body.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    // The draft is still the owner's to open by id.
    const { body: opened } = await mine.agent.get(`/api/products/${draft.id}`).expect(200);
    expect(opened).toMatchObject({ status: 'draft', name: 'Drafted' });
  });
});

describe('a product of someone else', () => {
  let theirs: { id: string; name: string };
  beforeAll(async () => {
    theirs = (await create(other.agent, { name: 'Theirs', imageUrls: [othersImage] }).expect(201))
      .body;
  });
  const notFound = { error: 'product_not_found', message: 'No product with this id exists.' };

  it('is not found by id, nor is a malformed id', async () => {
    expect((await creator.agent.get(`/api/products/${theirs.id}`).expect(404)).body).toEqual(
      notFound,
    );
    expect((await creator.agent.get('/api/products/not-a-uuid').expect(404)).body).toEqual(
      notFound,
    );
  });

  it('cannot be changed or deleted: 404, and it stays as it was', async () => {
    const before = await t.database.db('products').where({ id: theirs.id }).first();
    await creator.agent
      .put(`/api/products/${theirs.id}`)
      .set(CSRF)
      .send({ name: 'Mine now' })
      .expect(404);
    await creator.agent.delete(`/api/products/${theirs.id}`).set(CSRF).expect(404);
    expect(await t.database.db('products').where({ id: theirs.id }).first()).toEqual(before);
    expect(await t.database.db('product_images').where({ product_id: theirs.id })).toHaveLength(1);
  });
});

describe('PUT /api/products/:id', () => {
  it('changes the given fields only, and replaces the images when imageUrls is given', async () => {
    const made = (
      await create(creator.agent, {
        name: 'Mug',
        description: 'Ceramic',
        imageUrls: [ownImages[2]],
      }).expect(201)
    ).body;

    const renamed = await creator.agent
      .put(`/api/products/${made.id}`)
      .set(CSRF)
      .send({ name: 'Big mug' })
      .expect(200);
    expect(renamed.body).toMatchObject({
      name: 'Big mug',
      description: 'Ceramic',
      imageUrls: [ownImages[2]],
    });
    expect(Date.parse(renamed.body.updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt));

    const reimaged = await creator.agent
      .put(`/api/products/${made.id}`)
      .set(CSRF)
      .send({ imageUrls: [ownImages[3], ownImages[2]] })
      .expect(200);
    expect(reimaged.body).toMatchObject({
      name: 'Big mug',
      imageUrl: ownImages[3],
      imageUrls: [ownImages[3], ownImages[2]],
    });
  });

  it('refuses invalid fields and others’ files with nothing changed', async () => {
    const made = (
      await create(creator.agent, { name: 'Lamp', imageUrls: [ownImages[4]] }).expect(201)
    ).body;
    const put = (fields: object) =>
      creator.agent.put(`/api/products/${made.id}`).set(CSRF).send(fields);

    expect((await put({ name: '' }).expect(400)).body.error).toBe('validation_error');
    expect((await put({ description: 'd'.repeat(5001) }).expect(400)).body.error).toBe(
      'validation_error',
    );
    expect((await put({ imageUrls: [othersImage] }).expect(404)).body.error).toBe('file_not_found');
    expect(
      (await put({ name: 'Changed', imageUrls: Array(6).fill(ownImages[0]) }).expect(400)).body,
    ).toEqual({ error: 'too_many_images', message: TOO_MANY_IMAGES });

    expect((await creator.agent.get(`/api/products/${made.id}`).expect(200)).body).toEqual(made);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product and unlinks its content, which stays', async () => {
    const made = (await create(creator.agent, { name: 'Gone soon' }).expect(201)).body;
    const [contentId] = await seedContent(t.database.db, t.deps.store, creator.user.id, {
      count: 1,
      productId: made.id,
    });

    const { body } = await creator.agent.delete(`/api/products/${made.id}`).set(CSRF).expect(200);
    expect(body).toEqual({ message: 'Product deleted' });
    await creator.agent.get(`/api/products/${made.id}`).expect(404);
    const content = await creator.agent.get(`/api/content/${contentId}`).expect(200);
    expect(content.body).toMatchObject({ productId: null, productName: null });
    // A second delete finds nothing.
    await creator.agent.delete(`/api/products/${made.id}`).set(CSRF).expect(404);
  });
});
