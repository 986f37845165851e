import { type AddressInfo, type Server } from 'node:net';
import request from 'supertest';
import { createV1Client, type V1Client } from '@studio/infra/api-client/v1-client';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { storedSolidPng } from '@studio/infra/testing/content-fixtures';
import { CSRF, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { readProgressEvents } from '@studio/infra/testing/execution-events';
import { createdApiKeySchema } from '../contract/api-keys';
import { getBalance } from '../domain/credits/ledger';

/**
 * Runs through the `/v1` API (issue 37), as a business's program makes them: over real HTTP with
 * the typed client generated from the API's OpenAPI document — started, followed and cancelled
 * with a key, charged like the app's, and idempotent as Stripe's API is (a retry with the same
 * Idempotency-Key and body answers the first run again, another body is refused, and racing
 * requests start one run).
 */
let t: TestApp;
let server: Server;
let baseUrl: string;
let snapId: string;
let photo: string;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  snapId = (await request(t.app.callback()).get('/api/snaps').expect(200)).body[0].id;
  photo = toDataUrl(await productPhoto());
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function business(): Promise<{ owner: SignedIn; client: V1Client }> {
  const owner = await registerVerified(t);
  const { body } = await owner.agent
    .post('/api/api-keys')
    .set(CSRF)
    .send({ name: 'Shop', scope: 'runs' })
    .expect(201);
  return { owner, client: createV1Client(baseUrl, createdApiKeySchema.parse(body).secret) };
}

const runsOf = (userId: string) => t.database.db('executions').where({ user_id: userId });
type StartRun = {
  snapId: string;
  image: string;
  formats?: Array<'square' | 'story' | 'landscape'>;
};
const startRun = (client: V1Client, body: StartRun, key?: string) =>
  client.POST('/v1/runs', { body, headers: key ? { 'Idempotency-Key': key } : {} });

describe('/v1 runs', () => {
  it('starts a run charged like the app’s, followed to its end by its id', async () => {
    const { owner, client } = await business();
    const before = await getBalance(t.database.db, owner.user.id);
    const started = await startRun(client, { snapId, image: photo });
    expect(started.response.status).toBe(202);
    const run = started.data!;
    expect(run).toMatchObject({ status: expect.stringMatching(/queued|running/), test: false });
    await t.deps.orchestrator.handle(run.id).result();
    const done = await client.GET('/v1/runs/{id}', { params: { path: { id: run.id } } });
    expect(done.data?.status).toBe('succeeded');
    expect(done.data?.contentIds.length).toBeGreaterThan(0);
    // What it made downloads with the key: each step names its images by file key.
    const made = done.data!.nodes.flatMap((node) =>
      Object.values(node.outputs ?? {}).flatMap((value) =>
        value.kind === 'image' ? [value.fileKey] : value.kind === 'images' ? value.fileKeys : [],
      ),
    );
    expect(made.length).toBeGreaterThan(0);
    const file = await client.GET('/v1/files/{key}', {
      params: { path: { key: made.at(-1)! }, query: { width: '320' } },
      parseAs: 'arrayBuffer',
    });
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('content-type')).toMatch(/^image\//);
    // Another account's key finds no such file.
    const stranger = await business();
    const theirs = await stranger.client.GET('/v1/files/{key}', {
      params: { path: { key: made.at(-1)! } },
      parseAs: 'arrayBuffer',
    });
    expect(theirs.response.status).toBe(404);

    // The library as a program reads it: its images at addresses the key downloads.
    const library = await client.GET('/v1/content', { params: { query: {} } });
    const item = library.data!.content.find((c) => c.executionId === run.id)!;
    expect(item.contentUrls.every((url) => url.startsWith('/v1/files/'))).toBe(true);
    const one = await client.GET('/v1/content/{id}', { params: { path: { id: item.id } } });
    expect(one.data?.images[0]?.url).toBe(item.contentUrls[0]);
    const image = await client.GET('/v1/files/{key}', {
      params: { path: { key: item.contentUrls[0]!.replace('/v1/files/', '') } },
      parseAs: 'arrayBuffer',
    });
    expect(image.response.status).toBe(200);
    const notTheirs = await stranger.client.GET('/v1/content/{id}', {
      params: { path: { id: item.id } },
    });
    expect(notTheirs.response.status).toBe(404);
    expect(await getBalance(t.database.db, owner.user.id)).toBe(before - run.cost);
    // Token History says which key spent the tokens.
    const { body: history } = await owner.agent.get('/api/credit-transactions').expect(200);
    expect(history.items[0]).toMatchObject({
      type: 'run',
      id: run.id,
      apiKey: { name: 'Shop', prefix: expect.stringMatching(/^sk_live_/) },
    });
  });

  it('answers a retry with the same Idempotency-Key and body with the first run, once charged', async () => {
    const { owner, client } = await business();
    const before = await getBalance(t.database.db, owner.user.id);
    const first = await startRun(client, { snapId, image: photo }, 'order-1001');
    const again = await startRun(client, { snapId, image: photo }, 'order-1001');
    expect(again.response.status).toBe(202);
    expect(again.data).toEqual(first.data);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(first.response.headers.get('idempotent-replayed')).toBeNull();
    expect(await runsOf(owner.user.id)).toHaveLength(1);

    // The same key for another request is refused, and starts nothing.
    const reused = await startRun(
      client,
      { snapId, image: photo, formats: ['story'] },
      'order-1001',
    );
    expect(reused.response.status).toBe(409);
    expect(reused.error).toMatchObject({ error: 'idempotency_key_reused' });
    // Another key is another run; so is no key.
    expect((await startRun(client, { snapId, image: photo }, 'order-1002')).response.status).toBe(
      202,
    );
    expect((await startRun(client, { snapId, image: photo })).response.status).toBe(202);
    const runs = await runsOf(owner.user.id);
    expect(runs).toHaveLength(3);
    await Promise.all(runs.map((r: { id: string }) => t.deps.orchestrator.handle(r.id).result()));
    expect(await getBalance(t.database.db, owner.user.id)).toBe(before - 3 * first.data!.cost);
  });

  it('starts one run for twenty requests racing with one key, each answered with it', async () => {
    const { owner, client } = await business();
    const before = await getBalance(t.database.db, owner.user.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => startRun(client, { snapId, image: photo }, 'race-7')),
    );
    expect(answers.map((a) => a.response.status)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((a) => a.data?.id))).toEqual(new Set([answers[0]!.data!.id]));
    const runs = await runsOf(owner.user.id);
    expect(runs).toHaveLength(1);
    await t.deps.orchestrator.handle(runs[0].id).result();
    expect(await getBalance(t.database.db, owner.user.id)).toBe(before - answers[0]!.data!.cost);
  });

  it('keeps no answer for a request refused before it ran: a corrected retry with the key runs', async () => {
    const { owner, client } = await business();
    const invalid = await startRun(client, { snapId } as StartRun, 'fix-me');
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toMatchObject({ error: 'validation_error' });
    expect((await startRun(client, { snapId, image: photo }, 'fix-me')).response.status).toBe(202);
    expect(await runsOf(owner.user.id)).toHaveLength(1);
    for (const key of ['has space', 'x'.repeat(256)]) {
      const refused = await startRun(client, { snapId, image: photo }, key);
      expect(refused.response.status).toBe(400);
      expect(refused.error).toMatchObject({ error: 'idempotency_key_invalid' });
    }
    // Keys are the account's own: another business's same key is its own request.
    const other = await business();
    expect((await startRun(other.client, { snapId, image: photo }, 'fix-me')).response.status).toBe(
      202,
    );
  });

  it('cancels a run of its own account, and refuses a finished one', async () => {
    const { owner, client } = await business();
    const input = await storedSolidPng(t.database.db, t.deps.store, '#884422');
    const [queued] = await t.database
      .db('executions')
      .insert({ snap_id: snapId, user_id: owner.user.id, input_file_key: input, status: 'queued' })
      .returning('id');
    const cancel = (as: V1Client) =>
      as.POST('/v1/runs/{id}/cancel', { params: { path: { id: queued.id } } });
    const cancelled = await cancel(client);
    expect(cancelled.data?.status).toBe('cancelled');
    const again = await cancel(client);
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ error: 'execution_finished' });
    const stranger = await business();
    expect((await cancel(stranger.client)).response.status).toBe(404);
  });

  it('runs a batch over the account’s products, read and charged like the app’s', async () => {
    const { owner, client } = await business();
    const productIds: string[] = [];
    for (const name of ['Teal mug', 'Blue bottle']) {
      const { body } = await owner.agent
        .post('/api/products/create-from-image')
        .set(CSRF)
        .send({ name, image: photo })
        .expect(201);
      productIds.push(body.id);
    }
    const before = await getBalance(t.database.db, owner.user.id);
    const body = { snapId, productIds };
    const started = await client.POST('/v1/batches', {
      body,
      headers: { 'Idempotency-Key': 'catalogue-2026-11' },
    });
    expect(started.response.status).toBe(202);
    expect(started.data).toMatchObject({ total: 2 });
    // A retry is the same batch, not a second one.
    const retried = await client.POST('/v1/batches', {
      body,
      headers: { 'Idempotency-Key': 'catalogue-2026-11' },
    });
    expect(retried.data).toEqual(started.data);
    expect(await t.database.db('batches').where({ user_id: owner.user.id })).toHaveLength(1);

    const batchId = started.data!.batchId;
    await readProgressEvents(owner.agent, `/api/batches/${batchId}/events`);
    const done = await client.GET('/v1/batches/{id}', { params: { path: { id: batchId } } });
    expect(done.data).toMatchObject({ status: 'finished', counts: { succeeded: 2 } });
    expect(await getBalance(t.database.db, owner.user.id)).toBe(before - started.data!.cost);
    const cancel = await client.POST('/v1/batches/{id}/cancel', {
      params: { path: { id: batchId } },
    });
    expect(cancel.response.status).toBe(409);
    expect(cancel.error).toMatchObject({ error: 'batch_finished' });
  });

  it('lists the account’s runs newest first, a page at a time, of one status when asked', async () => {
    const { owner, client } = await business();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await startRun(client, { snapId, image: photo })).data!.id);
    await Promise.all(ids.map((id) => t.deps.orchestrator.handle(id).result()));
    // Another account's runs are not in it.
    const other = await business();
    await startRun(other.client, { snapId, image: photo });

    const first = await client.GET('/v1/runs', { params: { query: { limit: 2 } } });
    expect(first.data?.data.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.data?.data[0]).toMatchObject({ status: 'succeeded', snap: { id: snapId } });
    const second = await client.GET('/v1/runs', {
      params: { query: { limit: 2, cursor: first.data!.nextCursor! } },
    });
    expect(second.data).toEqual({
      data: [expect.objectContaining({ id: ids[0] })],
      nextCursor: null,
    });
    const failed = await client.GET('/v1/runs', { params: { query: { status: 'failed' } } });
    expect(failed.data?.data).toEqual([]);
    const bad = await client.GET('/v1/runs', { params: { query: { cursor: 'not-a-cursor' } } });
    expect(bad.response.status).toBe(400);
    expect(await runsOf(owner.user.id)).toHaveLength(3);
  });
});
