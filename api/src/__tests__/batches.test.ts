import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { downloadBytes, zipEntries } from '@studio/infra/testing/zip-download';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { liveEventStream, readProgressEvents } from '@studio/infra/testing/execution-events';
import { flaggedPhoto } from '@studio/infra/testing/graph-runs';
import { publishedSnap } from '@studio/infra/testing/published-snaps';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import {
  BATCH_PROGRESS_EVENT,
  batchListSchema,
  type BatchView,
  batchViewSchema,
} from '../contract/batches';
import { getBalance } from '../domain/credits/ledger';

// A creator runs one snap over several of their products: each product its own run, charged,
// refunded and cancelled alone, the whole batch one Temporal workflow.
let t: TestApp;
let snapId: string;
/** White Packshot's price: 2 tokens a run. */
const COST = 2;

beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  const packshot = await publishedSnap(t.app, 'White Packshot');
  expect(packshot.cost).toBe(COST);
  snapId = packshot.id;
});
afterAll(() => t.close());

/** The creator's products, made through the API, each with `photo` (a product photo by default). */
async function addProducts(creator: SignedIn, names: string[], photo?: Buffer): Promise<string[]> {
  const image = toDataUrl(photo ?? (await productPhoto()));
  const ids: string[] = [];
  for (const name of names) {
    const created = await creator.agent
      .post('/api/products/create-from-image')
      .set(CSRF)
      .send({ name, image })
      .expect(201);
    ids.push(created.body.id);
  }
  return ids;
}

const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

function startBatch(creator: SignedIn, body: Record<string, unknown>) {
  return creator.agent
    .post('/api/batches')
    .set(CSRF)
    .send({ snapId, ...body });
}

/** Every view the batch's event stream sends until it ends (it closes after the final one). */
async function followToEnd(creator: SignedIn, batchId: string): Promise<BatchView[]> {
  const views = await readProgressEvents(creator.agent, `/api/batches/${batchId}/events`);
  return views.map((view) => batchViewSchema.parse(view));
}

const download = (agent: SignedIn['agent'], batchId: string) =>
  downloadBytes(agent, `/api/batches/${batchId}/download`);

const recorded = async (userId: string) => ({
  batches: await t.database.db('batches').where({ user_id: userId }).count<{ count: string }[]>(),
  runs: await t.database.db('executions').where({ user_id: userId }).count<{ count: string }[]>(),
});
const NOTHING = { batches: [{ count: '0' }], runs: [{ count: '0' }] };

const ledger = (executionId: string) =>
  t.database
    .db('credit_entries')
    .where({ execution_id: executionId })
    .orderBy('id')
    .select('kind', 'amount');

it('runs each product alone: a flagged photo fails and is refunded alone, the ZIP holds the other four', async () => {
  const creator = await registerVerified(t);
  const good = await addProducts(creator, ['Mug', 'Lamp', 'Vase', 'Mug']);
  // The local moderator flags a mostly magenta photo: that run fails at its input.
  const [flagged] = await addProducts(creator, ['Poster'], await flaggedPhoto());
  const productIds = [good[0]!, good[1]!, flagged!, good[2]!, good[3]!];
  const before = await getBalance(t.database.db, creator.user.id);

  const started = await startBatch(creator, { productIds });
  expect(started.status).toBe(202);
  expect(started.body).toEqual({ batchId: expect.any(String), total: 5, cost: 5 * COST });

  const views = await followToEnd(creator, started.body.batchId);
  const last = views.at(-1)!;
  expect(last).toMatchObject({
    id: started.body.batchId,
    snapId,
    snapName: 'White Packshot',
    status: 'finished',
    total: 5,
    costPerRun: COST,
    counts: { queued: 0, running: 0, succeeded: 4, failed: 1, cancelled: 0 },
    tokens: { charged: 4 * COST, held: 0 },
    finishedAt: expect.any(String),
  });
  // Every view's tokens are the ledger's: never more charged than the runs done, nor held than
  // the runs under way.
  for (const view of views) {
    expect(view.tokens.charged).toBeLessThanOrEqual(view.counts.succeeded * COST);
    expect(view.tokens.held).toBeLessThanOrEqual((view.counts.running + view.counts.queued) * COST);
  }
  // In the order chosen, each with its result as it arrived.
  expect(last.items.map((item) => [item.productId, item.productName, item.status])).toEqual([
    [good[0], 'Mug', 'succeeded'],
    [good[1], 'Lamp', 'succeeded'],
    [flagged, 'Poster', 'failed'],
    [good[2], 'Vase', 'succeeded'],
    [good[3], 'Mug', 'succeeded'],
  ]);
  const failed = last.items[2]!;
  expect(failed).toMatchObject({ error: expect.any(String), imageUrls: [], contentId: null });
  for (const item of last.items.filter((i) => i.status === 'succeeded')) {
    expect(item).toMatchObject({ error: null, contentId: expect.any(String) });
    expect(item.imageUrls).toEqual([expect.stringMatching(/^\/files\/[0-9a-f]{64}\.\w+$/)]);
    expect(item.productImageUrl).toMatch(/^\/files\//);
  }
  // The stream showed it under way before its end, and GET answers the same final view.
  expect(views[0]!.status).toBe('running');
  expect((await creator.agent.get(`/api/batches/${last.id}`).expect(200)).body).toEqual(last);

  // Charged for the four that succeeded; the flagged run gave back what it held.
  expect(await getBalance(t.database.db, creator.user.id)).toBe(before - 4 * COST);
  expect(await ledger(failed.executionId)).toEqual([
    { kind: 'reserve', amount: -COST },
    { kind: 'release', amount: COST },
  ]);

  // A reservation still held (as while a run is under way) is the batch's hold.
  await t.database
    .db('credit_reservations')
    .where({ execution_id: last.items[0]!.executionId })
    .update({ status: 'held' });
  const holding = await creator.agent.get(`/api/batches/${last.id}`).expect(200);
  expect(holding.body.tokens).toEqual({ charged: 3 * COST, held: COST });

  const zip = await download(creator.agent, last.id);
  expect(zip.status).toBe(200);
  expect(zip.headers['content-type']).toBe('application/zip');
  expect(zip.headers['content-disposition']).toBe(
    `attachment; filename="White Packshot-batch.zip"; filename*=UTF-8''White%20Packshot-batch.zip`,
  );
  const entries = await zipEntries(zip.body as Buffer);
  expect(entries.map((e) => e.name)).toEqual(['Mug.png', 'Lamp.png', 'Vase.png', 'Mug-2.png']);
  expect(entries.every((e) => e.size > 0)).toBe(true);
}, 120_000);

it('cancelled midway: the runs not yet done are cancelled and refunded, the rest keep their results', async () => {
  const creator = await registerVerified(t);
  const productIds = await addProducts(creator, names('Cup', 10));
  const before = await getBalance(t.database.db, creator.user.id);
  expect(before).toBe(10 * COST);

  const started = await startBatch(creator, { productIds }).expect(202);
  const batchId: string = started.body.batchId;
  const live = liveEventStream(creator.agent, `/api/batches/${batchId}/events`);
  await live.next<BatchView>(BATCH_PROGRESS_EVENT, (view) => view.counts.succeeded >= 1);
  const cancelled = await creator.agent
    .post(`/api/batches/${batchId}/cancel`)
    .set(CSRF)
    .expect(202);
  expect(batchViewSchema.parse(cancelled.body).id).toBe(batchId);

  const last = await live.next<BatchView>(
    BATCH_PROGRESS_EVENT,
    (view) => view.status !== 'running',
  );
  live.close();
  const { succeeded, cancelled: stopped } = last.counts;
  expect(last).toMatchObject({ status: 'cancelled', finishedAt: expect.any(String) });
  expect(last.counts).toMatchObject({ queued: 0, running: 0, failed: 0 });
  expect(succeeded).toBeGreaterThanOrEqual(1);
  expect(stopped).toBeGreaterThan(0);
  expect(succeeded + stopped).toBe(10);

  // Charged only for the runs that succeeded; a cancelled run reserved nothing (still queued)
  // or gave back all it held (under way).
  expect(await getBalance(t.database.db, creator.user.id)).toBe(before - succeeded * COST);
  for (const item of last.items.filter((i) => i.status === 'cancelled')) {
    expect(item.imageUrls).toEqual([]);
    expect([[], ['reserve', 'release']]).toContainEqual(
      (await ledger(item.executionId)).map((e) => e.kind),
    );
  }

  const again = await creator.agent.post(`/api/batches/${batchId}/cancel`).set(CSRF);
  expect({ status: again.status, error: again.body.error }).toEqual({
    status: 409,
    error: 'batch_finished',
  });
  const zip = await download(creator.agent, batchId);
  expect(await zipEntries(zip.body as Buffer)).toHaveLength(succeeded);
}, 120_000);

it('refuses 402 with how many runs the balance pays for, recording nothing', async () => {
  const creator = await registerVerified(t);
  const productIds = await addProducts(creator, names('Bowl', 7));
  // White Packshot (2) with a format (1): 3 a run, 21 for seven runs; the balance is 20.
  const answer = await startBatch(creator, { productIds, formats: ['square'] });
  expect(answer.status).toBe(402);
  expect(answer.body).toMatchObject({
    error: 'insufficient_tokens',
    requiredTokens: 21,
    currentTokens: 20,
    affordable: 6,
  });
  expect(await recorded(creator.user.id)).toEqual(NOTHING);
});

it.each([
  ['more than 50 products', () => Array.from({ length: 51 }, () => randomUUID())],
  ['a product twice', () => [randomUUID(), randomUUID()].flatMap((id) => [id, id])],
  ['no product', () => []],
])('refuses %s with 400, recording nothing', async (_, productIds) => {
  const creator = await registerVerified(t);
  const answer = await startBatch(creator, { productIds: productIds() });
  expect({ status: answer.status, error: answer.body.error }).toEqual({
    status: 400,
    error: 'validation_error',
  });
  expect(await recorded(creator.user.id)).toEqual(NOTHING);
});

it('answers the same 404 for another creator’s product as for none, recording nothing', async () => {
  const creator = await registerVerified(t);
  const other = await registerVerified(t);
  const [own] = await addProducts(creator, ['Mine']);
  const [theirs] = await addProducts(other, ['Theirs']);
  for (const stranger of [theirs!, randomUUID()]) {
    const answer = await startBatch(creator, { productIds: [own, stranger] });
    expect({ status: answer.status, error: answer.body.error }).toEqual({
      status: 404,
      error: 'product_not_found',
    });
  }
  expect(await recorded(creator.user.id)).toEqual(NOTHING);
});

it('needs a signed-in creator (401) with a verified email (403)', async () => {
  const body = { snapId, productIds: [randomUUID()] };
  const signedOut = await request(t.app.callback()).post('/api/batches').set(CSRF).send(body);
  expect({ status: signedOut.status, error: signedOut.body.error }).toEqual({
    status: 401,
    error: 'unauthorized',
  });
  const unverified = await registerAndSignIn(t.app);
  const refused = await unverified.agent.post('/api/batches').set(CSRF).send(body);
  expect({ status: refused.status, error: refused.body.error }).toEqual({
    status: 403,
    error: 'email_verification_required',
  });
});

it('shows another creator’s batch to no one else: the same 404 on every batch route', async () => {
  const owner = await registerVerified(t);
  const stranger = await registerVerified(t);
  const productIds = await addProducts(owner, ['Kettle']);
  const { batchId } = (await startBatch(owner, { productIds }).expect(202)).body;

  const calls = [
    stranger.agent.get(`/api/batches/${batchId}`),
    stranger.agent.get(`/api/batches/${batchId}/events`),
    stranger.agent.post(`/api/batches/${batchId}/cancel`).set(CSRF),
    stranger.agent.get(`/api/batches/${batchId}/download`),
    stranger.agent.get(`/api/batches/${randomUUID()}`),
  ];
  for (const call of calls) {
    const answer = await call;
    expect({ status: answer.status, error: answer.body.error }).toEqual({
      status: 404,
      error: 'batch_not_found',
    });
  }
  expect((await followToEnd(owner, batchId)).at(-1)).toMatchObject({
    status: 'finished',
    counts: { succeeded: 1 },
  });
}, 60_000);

it('lists a creator’s own batches, newest first, counted by state, and no one else’s', async () => {
  const owner = await registerVerified(t);
  const stranger = await registerVerified(t);
  expect((await owner.agent.get('/api/batches').expect(200)).body).toEqual({ batches: [] });
  const [kettle, toaster, jug] = await addProducts(owner, ['Kettle', 'Toaster', 'Jug']);
  const first = (await startBatch(owner, { productIds: [kettle, toaster] }).expect(202)).body;
  await followToEnd(owner, first.batchId);
  const second = (await startBatch(owner, { productIds: [jug] }).expect(202)).body;

  const { batches } = batchListSchema.parse(
    (await owner.agent.get('/api/batches').expect(200)).body,
  );
  expect(batches.map((b) => b.id)).toEqual([second.batchId, first.batchId]);
  expect(batches[1]).toEqual({
    id: first.batchId,
    snapName: 'White Packshot',
    status: 'finished',
    total: 2,
    counts: { queued: 0, running: 0, succeeded: 2, failed: 0, cancelled: 0 },
    previewUrls: [expect.stringMatching(/^\/files\//), expect.stringMatching(/^\/files\//)],
    createdAt: expect.any(String),
    finishedAt: expect.any(String),
  });
  expect(batches[0]!.total).toBe(1);
  expect((await stranger.agent.get('/api/batches').expect(200)).body).toEqual({ batches: [] });
  const signedOut = await request(t.app.callback()).get('/api/batches');
  expect(signedOut.status).toBe(401);
  await followToEnd(owner, second.batchId);
}, 60_000);
