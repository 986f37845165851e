import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { storedSolidPng } from '@studio/infra/testing/content-fixtures';
import { CSRF, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { createdApiKeySchema } from '../contract/api-keys';
import { executionViewSchema } from '../contract/executions';
import { getBalance } from '../domain/credits/ledger';

/**
 * Runs through the `/v1` API (issue 37): started, followed and cancelled with a key, charged like
 * the app's, and idempotent as Stripe's API is — a retry with the same Idempotency-Key and body
 * answers the first run again, another body is refused, and racing requests start one run.
 */
let t: TestApp;
let snapId: string;
let photo: string;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
  snapId = (await request(t.app.callback()).get('/api/snaps').expect(200)).body[0].id;
  photo = toDataUrl(await productPhoto());
});
afterAll(() => t.close());

const api = () => request(t.app.callback());

async function business(): Promise<{ owner: SignedIn; headers: Record<string, string> }> {
  const owner = await registerVerified(t);
  const { body } = await owner.agent
    .post('/api/api-keys')
    .set(CSRF)
    .send({ name: 'Shop', scope: 'runs' })
    .expect(201);
  return { owner, headers: { Authorization: `Bearer ${createdApiKeySchema.parse(body).secret}` } };
}

const runsOf = (userId: string) => t.database.db('executions').where({ user_id: userId });
const startRun = (headers: Record<string, string>, body: object, key?: string) =>
  api()
    .post('/v1/runs')
    .set({ ...headers, ...(key ? { 'Idempotency-Key': key } : {}) })
    .send(body);

describe('/v1 runs', () => {
  it('starts a run charged like the app’s, followed to its end by its id', async () => {
    const { owner, headers } = await business();
    const before = await getBalance(t.database.db, owner.user.id);
    const started = await startRun(headers, { snapId, image: photo }).expect(202);
    const run = executionViewSchema.parse(started.body);
    expect(run).toMatchObject({ status: expect.stringMatching(/queued|running/), test: false });
    await t.deps.orchestrator.handle(run.id).result();
    const done = executionViewSchema.parse(
      (await api().get(`/v1/runs/${run.id}`).set(headers).expect(200)).body,
    );
    expect(done.status).toBe('succeeded');
    expect(done.contentIds.length).toBeGreaterThan(0);
    expect(await getBalance(t.database.db, owner.user.id)).toBe(before - run.cost);
  });

  it('answers a retry with the same Idempotency-Key and body with the first run, once charged', async () => {
    const { owner, headers } = await business();
    const before = await getBalance(t.database.db, owner.user.id);
    const first = await startRun(headers, { snapId, image: photo }, 'order-1001').expect(202);
    const again = await startRun(headers, { snapId, image: photo }, 'order-1001').expect(202);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await runsOf(owner.user.id)).toHaveLength(1);

    // The same key for another request is refused, and starts nothing.
    const reused = await startRun(
      headers,
      { snapId, image: photo, formats: ['story'] },
      'order-1001',
    ).expect(409);
    expect(reused.body.error).toBe('idempotency_key_reused');
    // Another key is another run.
    await startRun(headers, { snapId, image: photo }, 'order-1002').expect(202);
    await startRun(headers, { snapId, image: photo }).expect(202);
    const runs = await runsOf(owner.user.id);
    expect(runs).toHaveLength(3);
    await Promise.all(runs.map((r: { id: string }) => t.deps.orchestrator.handle(r.id).result()));
    expect(await getBalance(t.database.db, owner.user.id)).toBe(before - 3 * first.body.cost);
  });

  it('starts one run for twenty requests racing with one key, each answered with it', async () => {
    const { owner, headers } = await business();
    const before = await getBalance(t.database.db, owner.user.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => startRun(headers, { snapId, image: photo }, 'race-7')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((a) => a.body.id))).toEqual(new Set([answers[0]!.body.id]));
    const runs = await runsOf(owner.user.id);
    expect(runs).toHaveLength(1);
    await t.deps.orchestrator.handle(runs[0].id).result();
    expect(await getBalance(t.database.db, owner.user.id)).toBe(before - answers[0]!.body.cost);
  });

  it('keeps no answer for a request refused before it ran: a corrected retry with the key runs', async () => {
    const { owner, headers } = await business();
    const invalid = await startRun(headers, { snapId }, 'fix-me').expect(400);
    expect(invalid.body.error).toBe('validation_error');
    await startRun(headers, { snapId, image: photo }, 'fix-me').expect(202);
    expect(await runsOf(owner.user.id)).toHaveLength(1);
    for (const key of ['', 'has space', 'x'.repeat(256)]) {
      if (!key) continue;
      const { body } = await startRun(headers, { snapId, image: photo }, key).expect(400);
      expect(body.error).toBe('idempotency_key_invalid');
    }
    // Keys are the account's own: another business's same key is its own request.
    const other = await business();
    await startRun(other.headers, { snapId, image: photo }, 'fix-me').expect(202);
  });

  it('cancels a run of its own account, and refuses a finished one', async () => {
    const { owner, headers } = await business();
    const input = await storedSolidPng(t.database.db, t.deps.store, '#884422');
    const [queued] = await t.database
      .db('executions')
      .insert({ snap_id: snapId, user_id: owner.user.id, input_file_key: input, status: 'queued' })
      .returning('id');
    const cancelled = await api().post(`/v1/runs/${queued.id}/cancel`).set(headers).expect(200);
    expect(executionViewSchema.parse(cancelled.body).status).toBe('cancelled');
    const again = await api().post(`/v1/runs/${queued.id}/cancel`).set(headers).expect(409);
    expect(again.body.error).toBe('execution_finished');
    const stranger = await business();
    await api().post(`/v1/runs/${queued.id}/cancel`).set(stranger.headers).expect(404);
  });
});
