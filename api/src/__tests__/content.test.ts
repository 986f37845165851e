import request from 'supertest';
import { seedContent } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { contentItemSchema, contentPageSchema } from '../contract/content';

let t: TestApp;
let other: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  other = await registerAndSignIn(t.app);
  await seedContent(t.database.db, t.deps.store, other.user.id, { count: 2, name: 'Other' });
});
afterAll(() => t.close());

async function productOf(creator: SignedIn, name = 'Product'): Promise<string> {
  return (await creator.agent.post('/api/products').set(CSRF).send({ name }).expect(201)).body.id;
}

describe('signed out', () => {
  it.each([
    ['get', '/api/content'],
    ['get', '/api/content/00000000-0000-4000-8000-000000000000'],
    ['patch', '/api/content/00000000-0000-4000-8000-000000000000'],
    ['delete', '/api/content/00000000-0000-4000-8000-000000000000'],
    ['get', '/api/user/usage'],
  ] as const)('%s %s answers 401', async (method, path) => {
    await request(t.app.callback())[method](path).set(CSRF).send({}).expect(401);
  });
});

describe('GET /api/content', () => {
  it('pages the creator’s own content newest first, 12 a page, and says when more follow', async () => {
    const creator = await registerAndSignIn(t.app);
    const ids = await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 13 });

    const first = contentPageSchema.parse(
      (await creator.agent.get('/api/content?page=1&limit=12').expect(200)).body,
    );
    expect(first.content.map((c) => c.id)).toEqual(ids.slice(0, 12));
    expect(first.hasMore).toBe(true);
    expect(first.content[0]).toEqual({
      id: ids[0],
      name: 'Content 1',
      // Made by no snap: titled by its name.
      title: 'Content 1',
      formats: [],
      type: 'static_image',
      contentUrls: [expect.stringMatching(/^\/files\/[0-9a-f]{64}\.png$/)],
      images: [{ url: first.content[0]!.contentUrls[0], width: 48, height: 48 }],
      caption: null,
      productId: null,
      productName: null,
      executionId: null,
      sourceImageUrl: null,
      editedFrom: null,
      editedVersions: [],
      cutoutEditable: false,
      createdAt: expect.any(String),
    });

    const second = (await creator.agent.get('/api/content?page=2&limit=12').expect(200)).body;
    expect(second.content.map((c: { id: string }) => c.id)).toEqual([ids[12]]);
    expect(second.hasMore).toBe(false);

    // The defaults are page 1 and 12.
    const defaults = (await creator.agent.get('/api/content').expect(200)).body;
    expect(defaults).toEqual({ ...first, content: first.content });
    // Its images are served to the owner only.
    await creator.agent.get(first.content[0]!.contentUrls[0]!).expect(200);
    await other.agent.get(first.content[0]!.contentUrls[0]!).expect(404);
  });

  it('reads a page in two queries (the session with its user, then the page) and writes nothing', async () => {
    const creator = await registerAndSignIn(t.app);
    await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 13 });
    // The first visit may note that the creator was here (at most once every few minutes).
    await creator.agent.get('/api/content?page=1&limit=12').expect(200);

    const statements: string[] = [];
    const listen = (query: { sql: string }) => statements.push(query.sql);
    t.database.db.on('query', listen);
    try {
      const { body } = await creator.agent.get('/api/content?page=1&limit=12').expect(200);
      expect(body.content).toHaveLength(12);
    } finally {
      t.database.db.off('query', listen);
    }
    expect(statements).toHaveLength(2);
    expect(statements.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql))).toEqual([]);
  });

  it('filters by one of the creator’s products; someone else’s product answers 404', async () => {
    const creator = await registerAndSignIn(t.app);
    const productId = await productOf(creator, 'Vase');
    const linked = await seedContent(t.database.db, t.deps.store, creator.user.id, {
      count: 2,
      productId,
    });
    await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 1 });

    const { body } = await creator.agent.get(`/api/content?productId=${productId}`).expect(200);
    expect(body.content.map((c: { id: string }) => c.id)).toEqual(linked);
    expect(body.content[0]).toMatchObject({ productId, productName: 'Vase' });

    const theirs = await productOf(other);
    const refused = await creator.agent.get(`/api/content?productId=${theirs}`).expect(404);
    expect(refused.body.error).toBe('product_not_found');
  });

  it.each([
    ['page=0', 'page'],
    ['limit=0', 'limit'],
    ['limit=49', 'limit'],
    ['page=abc', 'page'],
    ['productId=nope', 'productId'],
    ['executionId=nope', 'executionId'],
  ])('refuses %s with 400 validation_error', async (query, field) => {
    const creator = await registerAndSignIn(t.app);
    const { body } = await creator.agent.get(`/api/content?${query}`).expect(400);
    expect(body.error).toBe('validation_error');
    expect(body.message).toMatch(new RegExp(`^${field}: `));
  });
});

describe('GET /api/content/:id', () => {
  it('answers the creator’s item; someone else’s or a malformed id is 404 content_not_found', async () => {
    const creator = await registerAndSignIn(t.app);
    const [id] = await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 1 });
    const { body } = await creator.agent.get(`/api/content/${id}`).expect(200);
    expect(contentItemSchema.parse(body).id).toBe(id);

    const [theirs] = await seedContent(t.database.db, t.deps.store, other.user.id, { count: 1 });
    for (const path of [`/api/content/${theirs}`, '/api/content/nope']) {
      expect((await creator.agent.get(path).expect(404)).body).toEqual({
        error: 'content_not_found',
        message: 'No content with this id exists.',
      });
    }
  });
});

describe('PATCH /api/content/:id', () => {
  let creator: SignedIn;
  let contentId: string;
  let productId: string;
  beforeAll(async () => {
    creator = await registerAndSignIn(t.app);
    contentId = (await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 1 }))[0]!;
    productId = await productOf(creator, 'Teapot');
  });
  const patch = (agent: SignedIn['agent'], id: string, body: object) =>
    agent.patch(`/api/content/${id}`).set(CSRF).send(body);
  const stored = async () =>
    (await t.database.db('content').where({ id: contentId }).first()).product_id;

  it('links the content to one of the creator’s products, and unlinks it with null', async () => {
    const linked = await patch(creator.agent, contentId, { productId }).expect(200);
    expect(linked.body).toMatchObject({ id: contentId, productId, productName: 'Teapot' });
    expect(await stored()).toBe(productId);

    const unlinked = await patch(creator.agent, contentId, { productId: null }).expect(200);
    expect(unlinked.body).toMatchObject({ productId: null, productName: null });
    expect(await stored()).toBeNull();
  });

  it('answers 404 for someone else’s product and leaves the link as it was', async () => {
    await patch(creator.agent, contentId, { productId }).expect(200);
    const theirs = await productOf(other);
    const { body } = await patch(creator.agent, contentId, { productId: theirs }).expect(404);
    expect(body.error).toBe('product_not_found');
    expect(await stored()).toBe(productId);
  });

  it('answers 404 for someone else’s content and changes nothing', async () => {
    const [theirs] = await seedContent(t.database.db, t.deps.store, other.user.id, { count: 1 });
    const { body } = await patch(creator.agent, theirs!, { productId }).expect(404);
    expect(body.error).toBe('content_not_found');
    expect((await t.database.db('content').where({ id: theirs }).first()).product_id).toBeNull();
  });

  it.each([[{}], [{ productId: 'nope' }], [{ productId: 5 }]])(
    'refuses %j with 400 and changes nothing',
    async (bad) => {
      const before = await stored();
      expect((await patch(creator.agent, contentId, bad).expect(400)).body.error).toBe(
        'validation_error',
      );
      expect(await stored()).toBe(before);
    },
  );
});

describe('DELETE /api/content/:id', () => {
  it('deletes the creator’s item and its image list; the files are left to the sweeps', async () => {
    const creator = await registerAndSignIn(t.app);
    const [id] = await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 1 });
    const { body: item } = await creator.agent.get(`/api/content/${id}`).expect(200);

    expect((await creator.agent.delete(`/api/content/${id}`).set(CSRF).expect(200)).body).toEqual({
      message: 'Content deleted',
    });
    await creator.agent.get(`/api/content/${id}`).expect(404);
    expect(await t.database.db('content_images').where({ content_id: id })).toEqual([]);
    // Its file is no longer the creator's to read, but its bytes and record remain.
    await creator.agent.get(item.contentUrls[0]).expect(404);
    const key = item.contentUrls[0].slice('/files/'.length);
    expect(await t.deps.store.exists(key)).toBe(true);
  });

  it('answers 404 for someone else’s item and deletes nothing', async () => {
    const creator = await registerAndSignIn(t.app);
    const [theirs] = await seedContent(t.database.db, t.deps.store, other.user.id, { count: 1 });
    await creator.agent.delete(`/api/content/${theirs}`).set(CSRF).expect(404);
    await creator.agent.delete('/api/content/nope').set(CSRF).expect(404);
    expect(await t.database.db('content').where({ id: theirs }).first()).toBeDefined();
  });
});

describe('GET /api/user/usage', () => {
  it('counts the creator’s active products (not drafts) and content items', async () => {
    const creator = await registerAndSignIn(t.app);
    const empty = (await creator.agent.get('/api/user/usage').expect(200)).body;
    expect(empty).toEqual({ productCount: 0, contentCount: 0 });

    await productOf(creator, 'One');
    const doomed = await productOf(creator, 'Two');
    await t.database.db('products').insert({
      user_id: creator.user.id,
      name: 'A draft',
      status: 'draft',
      source_url: 'https://shop.example/p',
    });
    await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 3 });
    expect((await creator.agent.get('/api/user/usage').expect(200)).body).toEqual({
      productCount: 2,
      contentCount: 3,
    });

    await creator.agent.delete(`/api/products/${doomed}`).set(CSRF).expect(200);
    expect((await creator.agent.get('/api/user/usage').expect(200)).body.productCount).toBe(1);
  });
});
