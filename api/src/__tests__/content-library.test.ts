import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { downloadBytes, zipEntries } from '@studio/infra/testing/zip-download';
import { contentPageSchema } from '../contract/content';

// Issue 33 (7): a library that scales — a run's formats grouped under its image, items titled by
// product and snap, search and filters, and bulk download (ZIP) and delete.
let t: TestApp;
let snaps: Array<{ id: string; name: string }>;
const snap = (name: string) => snaps.find((s) => s.name === name)!;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  snaps = (await request(t.app.callback()).get('/api/snaps').expect(200)).body;
});
afterAll(() => t.close());

async function run(
  creator: SignedIn,
  snapName: string,
  options: { productId?: string; formats?: string[] } = {},
) {
  const started = await creator.agent
    .post('/api/snaps/execute')
    .set(CSRF)
    .send({
      snapId: snap(snapName).id,
      inputs: { image: toDataUrl(await productPhoto()) },
      ...(options.productId ? { productId: options.productId } : {}),
      formats: options.formats ?? [],
    })
    .expect(202);
  return t.deps.orchestrator.handle(started.body.executionId).result();
}

async function library(creator: SignedIn, query = '') {
  const { body } = await creator.agent.get(`/api/content${query}`).expect(200);
  return contentPageSchema.parse(body).content;
}

/** A creator with a product's packshot and its three formats, then a Black Packshot of no product. */
async function creatorWithRuns() {
  const creator = await registerVerified(t);
  const product = await creator.agent
    .post('/api/products')
    .set(CSRF)
    .send({ name: 'Amber Serum' })
    .expect(201);
  await run(creator, 'White Packshot', {
    productId: product.body.id,
    formats: ['square', 'story', 'landscape'],
  });
  await run(creator, 'Black Packshot');
  return { creator, productId: product.body.id as string };
}

describe('the library', () => {
  it('shows a run as one item, titled by product and snap, its formats grouped under it', async () => {
    const { creator } = await creatorWithRuns();
    const items = await library(creator);
    expect(items.map((item) => item.title)).toEqual([
      'Black Packshot',
      'Amber Serum · White Packshot',
    ]);
    expect(items[1]!.formats).toEqual([
      {
        id: expect.any(String),
        name: 'Social formats',
        images: [
          expect.objectContaining({ width: 1080, height: 1080 }),
          expect.objectContaining({ width: 1080, height: 1920 }),
          expect.objectContaining({ width: 1200, height: 628 }),
        ],
      },
    ]);
    expect(items[0]!.formats).toEqual([]);
  });

  it('searches names, products and snaps, and filters by product, snap, type and day', async () => {
    const { creator, productId } = await creatorWithRuns();
    const titles = async (query: string) => (await library(creator, query)).map((i) => i.title);
    expect(await titles('?q=amber')).toEqual(['Amber Serum · White Packshot']);
    expect(await titles('?q=BLACK')).toEqual(['Black Packshot']);
    expect(await titles('?q=100%25')).toEqual([]);
    expect(await titles(`?productId=${productId}`)).toEqual(['Amber Serum · White Packshot']);
    expect(await titles(`?snapId=${snap('Black Packshot').id}`)).toEqual(['Black Packshot']);
    expect(await titles('?type=video')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await titles(`?from=${today}&to=${today}`)).toHaveLength(2);
    expect(await titles('?to=2020-01-01')).toEqual([]);
    await creator.agent.get('/api/content?from=yesterday').expect(400);
  });

  it('downloads chosen items and their formats as one ZIP, named by title', async () => {
    const { creator } = await creatorWithRuns();
    const [black, white] = await library(creator);
    const zip = await downloadBytes(
      creator.agent,
      `/api/content/archive?ids=${white!.id},${black!.id}`,
    ).expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = (await zipEntries(zip.body as Buffer)).map((entry) => entry.name);
    expect(names).toEqual([
      'Amber Serum - White Packshot.png',
      'Amber Serum - White Packshot-1080x1080.png',
      'Amber Serum - White Packshot-1080x1920.png',
      'Amber Serum - White Packshot-1200x628.png',
      'Black Packshot.png',
    ]);
  });

  it('deletes chosen items with their formats, all or nothing, only the creator’s own', async () => {
    const { creator } = await creatorWithRuns();
    const [black, white] = await library(creator);
    const stranger = await registerVerified(t);
    const refused = await stranger.agent
      .post('/api/content/bulk-delete')
      .set(CSRF)
      .send({ ids: [white!.id] })
      .expect(404);
    expect(refused.body.error).toBe('content_not_found');
    await downloadBytes(stranger.agent, `/api/content/archive?ids=${white!.id}`).expect(404);
    // One of theirs among the creator's: nothing at all is deleted.
    const mixed = await creator.agent
      .post('/api/content/bulk-delete')
      .set(CSRF)
      .send({ ids: [white!.id, '00000000-0000-4000-8000-000000000000'] })
      .expect(404);
    expect(mixed.body.error).toBe('content_not_found');
    expect(await library(creator)).toHaveLength(2);
    await creator.agent
      .post('/api/content/bulk-delete')
      .send({ ids: [white!.id] })
      .expect(403);

    const deleted = await creator.agent
      .post('/api/content/bulk-delete')
      .set(CSRF)
      .send({ ids: [white!.id] })
      .expect(200);
    // The item and its grouped formats.
    expect(deleted.body).toEqual({ deleted: 2 });
    expect((await library(creator)).map((item) => item.id)).toEqual([black!.id]);
    const rows = await t.database.db('content').where({ user_id: creator.user.id });
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty or oversized selection', async () => {
    const creator = await registerVerified(t);
    const empty = await creator.agent
      .post('/api/content/bulk-delete')
      .set(CSRF)
      .send({ ids: [] })
      .expect(400);
    expect(empty.body.message).toBe('ids: Choose at least one item');
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    const tooMany = await creator.agent
      .post('/api/content/bulk-delete')
      .set(CSRF)
      .send({ ids: many })
      .expect(400);
    expect(tooMany.body.message).toBe('ids: Choose at most 100 items');
  });
});
