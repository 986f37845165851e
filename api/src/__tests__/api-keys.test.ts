import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, registerAndSignIn, registerManager } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { storedSolidPng } from '@studio/infra/testing/content-fixtures';
import { API_KEY_PATTERN, apiKeyListSchema, createdApiKeySchema } from '../contract/api-keys';
import { v1BalanceSchema, v1SnapListSchema } from '../contract/v1';
import { executionViewSchema } from '../contract/executions';

/**
 * API keys (issue 37): made in Settings → Developers, shown once, kept as a hash, sent as
 * `Authorization: Bearer`; the `/v1` routes answer only to a working key of the right scope, and
 * a key and a session never stand in for each other.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
});
afterAll(() => t.close());

const api = () => request(t.app.callback());
const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

async function makeKey(agent: ReturnType<typeof request.agent>, name: string, scope: string) {
  const { body } = await agent.post('/api/api-keys').set(CSRF).send({ name, scope }).expect(201);
  return createdApiKeySchema.parse(body);
}

describe('API keys', () => {
  it('lives as a business expects: made and shown once, used, listed, revoked → 401', async () => {
    const owner = await registerVerified(t);
    const made = await makeKey(owner.agent, 'Shop sync', 'runs');
    expect(made.secret).toMatch(API_KEY_PATTERN);
    expect(made.key).toMatchObject({ name: 'Shop sync', scope: 'runs', lastUsedAt: null });
    expect(made.secret.startsWith(made.key.prefix)).toBe(true);
    // Only the hash is kept: no column holds the secret.
    const row = await t.database.db('api_keys').where({ id: made.key.id }).first();
    expect(JSON.stringify(row)).not.toContain(made.secret.slice(12));

    const balance = await api().get('/v1/balance').set(bearer(made.secret)).expect(200);
    expect(v1BalanceSchema.parse(balance.body).credits).toBeGreaterThan(0);
    const snaps = v1SnapListSchema.parse(
      (await api().get('/v1/snaps').set(bearer(made.secret)).expect(200)).body,
    );
    expect(snaps.data.map((s) => s.name)).toContain('White Packshot');

    const listed = apiKeyListSchema.parse(
      (await owner.agent.get('/api/api-keys').expect(200)).body,
    );
    expect(listed.keys).toEqual([
      expect.objectContaining({ id: made.key.id, lastUsedAt: expect.any(String), revokedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.secret);

    await owner.agent.delete(`/api/api-keys/${made.key.id}`).set(CSRF).expect(200);
    const refused = await api().get('/v1/balance').set(bearer(made.secret)).expect(401);
    expect(refused.body.error).toBe('api_key_invalid');
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('refuses what is not a working key, and never takes a session for one or a key for a session', async () => {
    const owner = await registerVerified(t);
    const made = await makeKey(owner.agent, 'Both ways', 'content');
    for (const headers of [
      {},
      { Authorization: 'Bearer sk_live_' + 'x'.repeat(32) },
      { Authorization: 'Bearer not-a-key' },
      { Authorization: `Basic ${made.secret}` },
    ]) {
      const { body } = await api().get('/v1/balance').set(headers).expect(401);
      expect(body).toMatchObject({ error: 'api_key_invalid' });
    }
    // The browser's session is not a key…
    await owner.agent.get('/v1/balance').expect(401);
    // …nor the key a session, on any session route.
    const { body } = await api().get('/api/credits/balance').set(bearer(made.secret)).expect(401);
    expect(body.error).toBe('unauthorized');
    await api().get('/api/api-keys').set(bearer(made.secret)).expect(401);
  });

  it('opens each /v1 route to the scopes it names: 403 outside them', async () => {
    const owner = await registerVerified(t);
    const started = await owner.agent
      .post('/api/snaps/execute')
      .set(CSRF)
      .send({
        snapId: (await api().get('/api/snaps').expect(200)).body[0].id,
        inputs: { image: toDataUrl(await productPhoto()) },
        formats: [],
      })
      .expect(202);
    const runId: string = started.body.executionId;
    await t.deps.orchestrator.handle(runId).result();

    const runs = await makeKey(owner.agent, 'Runner', 'runs');
    const reader = await makeKey(owner.agent, 'Reader', 'content');
    const run = await api().get(`/v1/runs/${runId}`).set(bearer(runs.secret)).expect(200);
    expect(executionViewSchema.parse(run.body)).toMatchObject({ id: runId, status: 'succeeded' });
    const outside = await api().get(`/v1/runs/${runId}`).set(bearer(reader.secret)).expect(403);
    expect(outside.body.error).toBe('api_key_scope');

    // Another account's key finds no such run: the same 404 as an unknown id.
    const stranger = await registerVerified(t);
    const theirs = await makeKey(stranger.agent, 'Theirs', 'runs');
    for (const id of [runId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const { body } = await api().get(`/v1/runs/${id}`).set(bearer(theirs.secret)).expect(404);
      expect(body.error).toBe('execution_not_found');
    }
  });

  it('is made only by a verified account, with a name and a scope, and revoked only by its owner', async () => {
    const unverified = await registerAndSignIn(t.app);
    const { body: unverifiedRefusal } = await unverified.agent
      .post('/api/api-keys')
      .set(CSRF)
      .send({ name: 'Too soon', scope: 'runs' })
      .expect(403);
    expect(unverifiedRefusal.error).toBe('email_verification_required');

    const owner = await registerVerified(t);
    for (const body of [{ name: '', scope: 'runs' }, { name: 'Key', scope: 'everything' }, {}]) {
      const { body: refusal } = await owner.agent
        .post('/api/api-keys')
        .set(CSRF)
        .send(body)
        .expect(400);
      expect(refusal.error).toBe('validation_error');
    }
    expect((await owner.agent.get('/api/api-keys').expect(200)).body.keys).toEqual([]);

    const made = await makeKey(owner.agent, 'Mine', 'products');
    const other = await registerVerified(t);
    const { body: notFound } = await other.agent
      .delete(`/api/api-keys/${made.key.id}`)
      .set(CSRF)
      .expect(404);
    expect(notFound.error).toBe('api_key_not_found');
    await api().get('/v1/balance').set(bearer(made.secret)).expect(200);
  });

  it('lets a manager see and revoke anyone’s key, audited on its owner', async () => {
    const manager = await registerManager(t.app, t.database.db);
    const owner = await registerVerified(t);
    const made = await makeKey(owner.agent, 'Leaked', 'runs');
    const { body: seen } = await manager.agent
      .get(`/api/manager/users/${owner.user.id}/api-keys`)
      .expect(200);
    expect(apiKeyListSchema.parse(seen).keys.map((k) => k.id)).toEqual([made.key.id]);
    await owner.agent.get(`/api/manager/users/${owner.user.id}/api-keys`).expect(403);

    const { body: revoked } = await manager.agent
      .delete(`/api/manager/api-keys/${made.key.id}`)
      .set(CSRF)
      .expect(200);
    expect(revoked.revokedAt).toEqual(expect.any(String));
    await api().get('/v1/balance').set(bearer(made.secret)).expect(401);
    const audit = await t.database
      .db('audit_events')
      .where({ action: 'user.api-key-revoke', target_id: owner.user.id });
    expect(audit.map((e: { reason: string }) => e.reason)).toEqual([
      `Revoked the API key “Leaked” (${made.key.prefix}…)`,
    ]);
  });

  it('limits each key to its requests a minute: 429 with Retry-After beyond it, other keys unaffected', async () => {
    const owner = await registerVerified(t);
    const limited = await makeKey(owner.agent, 'Busy', 'runs');
    const calm = await makeKey(owner.agent, 'Calm', 'runs');
    await t.database
      .db('api_keys')
      .where({ id: limited.key.id })
      .update({ requests_per_minute: 3 });

    for (const remaining of ['2', '1', '0']) {
      const ok = await api().get('/v1/balance').set(bearer(limited.secret)).expect(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
      expect(ok.headers['x-ratelimit-remaining']).toBe(remaining);
      expect(Number(ok.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    }
    const refused = await api().get('/v1/balance').set(bearer(limited.secret)).expect(429);
    expect(refused.body.error).toBe('rate_limited');
    expect(refused.body.message).toMatch(
      /^Too many requests with this API key: it may make 3 a minute/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');

    const other = await api().get('/v1/balance').set(bearer(calm.secret)).expect(200);
    expect(other.headers['x-ratelimit-limit']).toBe('120');
  });

  it('limits each key’s runs in flight, and lets a manager set a key’s limits, audited', async () => {
    const owner = await registerVerified(t);
    const made = await makeKey(owner.agent, 'Bulk', 'runs');
    const snapId = (await api().get('/api/snaps').expect(200)).body[0].id;
    const input = await storedSolidPng(t.database.db, t.deps.store, '#226688');
    // Ten of its runs under way: the eleventh start is refused before any work.
    await t.database.db('executions').insert(
      Array.from({ length: 10 }, () => ({
        snap_id: snapId,
        user_id: owner.user.id,
        input_file_key: input,
        status: 'queued',
        api_key_id: made.key.id,
      })),
    );
    const start = () =>
      api()
        .post('/v1/runs')
        .set(bearer(made.secret))
        .send({ snapId, image: 'data:image/png;base64,AAAA' });
    const refused = await start().expect(429);
    expect(refused.body.error).toBe('runs_in_flight_limit');
    expect(refused.body.message).toMatch(/may have 10 runs under way at once and has 10/);
    expect(refused.headers['retry-after']).toBe('5');

    const manager = await registerManager(t.app, t.database.db);
    const limits = (body: object, as = manager) =>
      as.agent.patch(`/api/manager/api-keys/${made.key.id}`).set(CSRF).send(body);
    await limits({ runsInFlight: 20 }, owner).expect(403);
    for (const bad of [{}, { runsInFlight: 0 }, { requestsPerMinute: 1.5 }]) {
      expect((await limits(bad).expect(400)).body.error).toBe('validation_error');
    }
    const { body: changed } = await limits({ runsInFlight: 20 }).expect(200);
    expect(changed).toMatchObject({ runsInFlight: 20, requestsPerMinute: 120 });
    // Room again: the start goes on to its own checks (this image is no image).
    expect((await start().expect(400)).body.error).toBe('invalid_image');
    const audit = await t.database
      .db('audit_events')
      .where({ action: 'user.api-key-limits', target_id: owner.user.id });
    expect(audit.map((e: { reason: string }) => e.reason)).toEqual([
      `Set the limits of the API key “Bulk” (${made.key.prefix}…) to 120 requests a minute and 20 runs in flight`,
    ]);
  });

  it('adds products with a products key, listed for runs keys too, their images downloadable', async () => {
    const owner = await registerVerified(t);
    const catalogue = await makeKey(owner.agent, 'Catalogue', 'products');
    const runner = await makeKey(owner.agent, 'Runner', 'runs');
    const photo = toDataUrl(await productPhoto());
    const { body: product } = await api()
      .post('/v1/products')
      .set(bearer(catalogue.secret))
      .send({ name: 'Teal mug', images: [photo] })
      .expect(201);
    expect(product).toMatchObject({
      name: 'Teal mug',
      imageUrl: expect.stringMatching(/^\/v1\/files\//),
    });
    // A runs key reads the catalogue (to run batches over it) but does not change it.
    const { body: listed } = await api().get('/v1/products').set(bearer(runner.secret)).expect(200);
    expect(listed.map((p: { id: string }) => p.id)).toEqual([product.id]);
    await api()
      .post('/v1/products')
      .set(bearer(runner.secret))
      .send({ name: 'Not mine to add', images: [photo] })
      .expect(403);
    await api().get(product.imageUrl).set(bearer(runner.secret)).expect(200);
  });
});
