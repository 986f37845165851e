import {
  PRODUCT_PAGES,
  startProductPageServer,
  type ProductPageServer,
} from '@studio/infra/testing/product-page-server';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { analysisResultSchema } from '../contract/products';

let pages: ProductPageServer;
let t: TestApp;
let creator: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  pages = await startProductPageServer();
  t = await startTestApp({
    // The fixture shop is the one address the guard lets through (URL_FETCH_ALLOWED_HOSTS).
    urlFetch: { allowedHosts: [pages.host] },
    upload: { maxBytes: 2 * 1024 * 1024, maxPixels: 1_000_000 },
  });
  [creator, other] = await Promise.all([registerVerified(t), registerVerified(t)]);
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const analyse = (agent: SignedIn['agent'], url: string, path = 'analyze-url') =>
  agent.post(`/api/products/${path}`).set(CSRF).send({ url });
const drafts = (userId: string) =>
  t.database.db('products').where({ user_id: userId, status: 'draft' });

describe('analysing a product page', () => {
  it('reads the page’s JSON-LD, stores its images and keeps the result as a draft', async () => {
    const url = pages.url + PRODUCT_PAGES.jsonLd;
    const { body } = await analyse(creator.agent, url).expect(200);
    const result = analysisResultSchema.parse(body);
    expect(result).toEqual({
      name: 'Red Leather Bag',
      description: expect.stringContaining('A roomy red leather bag with a tan strap.'),
      imageUrls: [
        expect.stringMatching(/^\/files\/[0-9a-f]{64}\.jpg$/),
        expect.stringMatching(/^\/files\/[0-9a-f]{64}\.png$/),
      ],
      sourceUrl: url,
      draftProductId: expect.any(String),
    });

    const { body: draft } = await creator.agent
      .get(`/api/products/${result.draftProductId}`)
      .expect(200);
    expect(draft).toMatchObject({
      status: 'draft',
      name: 'Red Leather Bag',
      sourceUrl: url,
      imageUrls: result.imageUrls,
      imageUrl: result.imageUrls[0],
    });
    // Drafts stay out of the list and the count; their images are the creator's to see.
    expect((await creator.agent.get('/api/products').expect(200)).body).toEqual([]);
    expect((await creator.agent.get('/api/user/usage').expect(200)).body.productCount).toBe(0);
    await creator.agent.get(result.imageUrls[0]!).expect(200);
    await other.agent.get(result.imageUrls[0]!).expect(404);
  });

  it('keeps one draft per page: analysing it again, or through a redirect, replaces it', async () => {
    const url = pages.url + PRODUCT_PAGES.jsonLd;
    const first = (await analyse(creator.agent, url).expect(200)).body;
    const again = (await analyse(creator.agent, url, 'analyze').expect(200)).body;
    const redirected = (
      await analyse(creator.agent, pages.url + PRODUCT_PAGES.redirect).expect(200)
    ).body;

    expect(again.draftProductId).toBe(first.draftProductId);
    expect(redirected).toMatchObject({ sourceUrl: url, draftProductId: first.draftProductId });
    expect(await drafts(creator.user.id).where({ source_url: url })).toHaveLength(1);

    // Another creator's analysis of the same page is a draft of their own.
    const theirs = (await analyse(other.agent, url).expect(200)).body;
    expect(theirs.draftProductId).not.toBe(first.draftProductId);
  });

  it('skips page images that cannot be fetched, are not images or are over the limits', async () => {
    const { body } = await analyse(creator.agent, pages.url + PRODUCT_PAGES.mixedImages).expect(
      200,
    );
    expect(body.name).toBe('Mixed Images Mug');
    expect(body.imageUrls).toHaveLength(1);
    expect(pages.internalRequests).toEqual([]);
  });

  it.each([
    ['a missing page', PRODUCT_PAGES.missing],
    ['JSON instead of HTML', PRODUCT_PAGES.notHtml],
  ])('answers %s with 422 page_unavailable and keeps no draft', async (_, path) => {
    const fresh = await registerVerified(t);
    const { body } = await analyse(fresh.agent, pages.url + path).expect(422);
    expect(body).toEqual({ error: 'page_unavailable', message: expect.any(String) });
    expect(await drafts(fresh.user.id)).toEqual([]);
  });

  it.each([
    [{ url: '' }, 'url: Please enter a URL'],
    [{}, 'url: Please enter a URL'],
    [{ url: 'shop dot example' }, 'url: Please enter a valid URL'],
  ])('refuses %j with 400 validation_error', async (bad, message) => {
    const { body } = await creator.agent
      .post('/api/products/analyze-url')
      .set(CSRF)
      .send(bad)
      .expect(400);
    expect(body).toEqual({ error: 'validation_error', message });
  });
});

describe('addresses the guard refuses', () => {
  it.each([
    'http://127.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://10.0.0.1/admin',
    'file:///etc/passwd',
  ])('%s answers 400 unsafe_url and keeps no draft', async (url) => {
    const fresh = await registerVerified(t);
    const { body } = await analyse(fresh.agent, url).expect(400);
    expect(body).toEqual({
      error: 'unsafe_url',
      message:
        'This address cannot be analyzed. Please enter the public address of a product page.',
    });
    expect(await drafts(fresh.user.id)).toEqual([]);
  });

  it.each([
    ['another port of the same host', () => pages.internalUrl + '/admin'],
    ['a redirect to the metadata address', () => pages.url + PRODUCT_PAGES.redirectToMetadata],
    ['a redirect to another port', () => pages.url + PRODUCT_PAGES.redirectToOtherPort],
    ['a redirect to localhost', () => pages.url + PRODUCT_PAGES.redirectToLocalhost],
  ])('%s answers 400 unsafe_url, the internal service untouched', async (_, url) => {
    const { body } = await analyse(creator.agent, url()).expect(400);
    expect(body.error).toBe('unsafe_url');
    expect(pages.internalRequests).toEqual([]);
  });
});

describe('POST /api/products/create-from-url', () => {
  const save = (agent: SignedIn['agent'], fields: object) =>
    agent.post('/api/products/create-from-url').set(CSRF).send(fields);

  it('activates the draft with the reviewed fields and keeps its images', async () => {
    const creatorB = await registerVerified(t);
    const url = pages.url + PRODUCT_PAGES.openGraph;
    const analysis = (await analyse(creatorB.agent, url).expect(200)).body;
    expect(analysis).toMatchObject({ name: 'Linen Table Lamp', imageUrls: [expect.any(String)] });

    const { body } = await save(creatorB.agent, {
      name: 'Linen lamp',
      description: 'Reviewed',
      sourceUrl: analysis.sourceUrl,
    }).expect(201);
    expect(body).toMatchObject({
      id: analysis.draftProductId,
      status: 'active',
      name: 'Linen lamp',
      description: 'Reviewed',
      imageUrls: analysis.imageUrls,
      sourceUrl: url,
    });
    expect((await creatorB.agent.get('/api/products').expect(200)).body).toEqual([body]);
    expect(await drafts(creatorB.user.id)).toEqual([]);
  });

  it('takes the reviewed images when given (the creator’s own only)', async () => {
    const creatorC = await registerVerified(t);
    const url = pages.url + PRODUCT_PAGES.jsonLd;
    const analysis = (await analyse(creatorC.agent, url).expect(200)).body;

    const refused = await save(creatorC.agent, {
      name: 'Bag',
      sourceUrl: url,
      imageUrls: ['/files/' + 'f'.repeat(64) + '.png'],
    }).expect(404);
    expect(refused.body.error).toBe('file_not_found');
    expect(await drafts(creatorC.user.id)).toHaveLength(1);

    const { body } = await save(creatorC.agent, {
      name: 'Bag',
      sourceUrl: url,
      imageUrls: [analysis.imageUrls[1]],
    }).expect(201);
    expect(body).toMatchObject({ id: analysis.draftProductId, imageUrls: [analysis.imageUrls[1]] });
  });

  it('creates a product when there is no draft, never taking someone else’s', async () => {
    const url = pages.url + PRODUCT_PAGES.titleOnly;
    const theirs = (await analyse(other.agent, url).expect(200)).body;

    const { body } = await save(creator.agent, { name: 'Mug', sourceUrl: url }).expect(201);
    expect(body).toMatchObject({ status: 'active', name: 'Mug', sourceUrl: url, imageUrls: [] });
    expect(body.id).not.toBe(theirs.draftProductId);
    const untouched = await t.database.db('products').where({ id: theirs.draftProductId }).first();
    expect(untouched).toMatchObject({ status: 'draft', user_id: other.user.id });
  });

  it('refuses a missing name or source with 400 and changes nothing', async () => {
    const before = await t.database.db('products').orderBy('id');
    await save(creator.agent, { sourceUrl: pages.url + PRODUCT_PAGES.jsonLd }).expect(400);
    await save(creator.agent, { name: 'No source' }).expect(400);
    expect(await t.database.db('products').orderBy('id')).toEqual(before);
  });
});
