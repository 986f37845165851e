import request from 'supertest';
import { storedSolidPng } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { auditEventListSchema } from '../contract/audit';

// The audit log every operator action writes (GET /api/audit-events): an operator's cancellation
// and a manager's credit change, each written with its effect or not at all, then read back
// under the log's filters.

let t: TestApp;
let manager: SignedIn;
let input: string;
let snapId: string;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
  snapId = (await t.database.db('snaps').first('id')).id;
  input = await storedSolidPng(t.database.db, t.deps.store, '#884422');
});
afterAll(() => t.close());

/** A queued run whose workflow never started: cancelling it records the end directly. */
async function queuedRun(owner: SignedIn): Promise<string> {
  const [row] = await t.database
    .db('executions')
    .insert({ snap_id: snapId, user_id: owner.user.id, input_file_key: input, status: 'queued' })
    .returning('id');
  return row.id;
}

const auditOf = (target: string) => t.database.db('audit_events').where({ target_id: target });

describe('an operator cancelling someone else’s run', () => {
  it('needs a reason, and the cancellation and its audit entry are written together', async () => {
    const creator = await registerAndSignIn(t.app);
    const id = await queuedRun(creator);
    const cancel = (body: object) =>
      manager.agent.post(`/api/executions/${id}/cancel`).set(CSRF).send(body);

    const refused = await cancel({}).expect(400);
    expect(refused.body).toMatchObject({
      error: 'validation_error',
      message: 'reason: Give a reason of at least 3 characters',
    });
    await cancel({ reason: ' ' }).expect(400);
    expect(await t.database.db('executions').where({ id }).first()).toMatchObject({
      status: 'queued',
    });
    expect(await auditOf(id)).toEqual([]);

    await cancel({ reason: 'Stuck in the queue' }).expect(202);
    expect(await t.database.db('executions').where({ id }).first()).toMatchObject({
      status: 'cancelled',
    });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actor_id: manager.user.id,
        actor_email: manager.email,
        action: 'execution.cancel',
        target_type: 'execution',
        reason: 'Stuck in the queue',
      }),
    ]);
  });

  it('asks no reason of a creator cancelling their own run, and logs nothing', async () => {
    const creator = await registerAndSignIn(t.app);
    const id = await queuedRun(creator);
    await creator.agent.post(`/api/executions/${id}/cancel`).set(CSRF).send({}).expect(202);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('a manager’s credit change', () => {
  it('is logged with its amount; a refused one leaves neither an entry nor a log line', async () => {
    const creator = await registerAndSignIn(t.app);
    const grant = (body: object) =>
      manager.agent.post(`/api/manager/users/${creator.user.id}/credits`).set(CSRF).send(body);
    await grant({ amount: 5, reason: 'Goodwill' }).expect(201);
    await grant({ amount: -500, reason: 'Far too much' }).expect(409);
    const logged = await auditOf(creator.user.id);
    expect(logged).toEqual([
      expect.objectContaining({
        action: 'user.credits',
        target_type: 'user',
        reason: 'Goodwill',
        details: expect.objectContaining({ amount: 5, balanceAfter: 25 }),
      }),
    ]);
  });
});

describe('GET /api/audit-events', () => {
  it('reads the log newest first by action, actor and target, a page at a time', async () => {
    const creator = await registerAndSignIn(t.app);
    const runs = [await queuedRun(creator), await queuedRun(creator), await queuedRun(creator)];
    for (const id of runs) {
      await manager.agent
        .post(`/api/executions/${id}/cancel`)
        .set(CSRF)
        .send({ reason: `Cancel ${id}` })
        .expect(202);
    }
    const read = async (query: Record<string, string | number>) =>
      auditEventListSchema.parse(
        (await manager.agent.get('/api/audit-events').query(query).expect(200)).body,
      );

    const mine = await read({ actor: manager.email, action: 'execution.cancel' });
    expect(mine.items.slice(0, 3).map((e) => e.target.id)).toEqual([...runs].reverse());
    expect((await read({ target: runs[1]! })).items.map((e) => e.reason)).toEqual([
      `Cancel ${runs[1]}`,
    ]);
    expect((await read({ action: 'user.role' })).items).toEqual([]);

    const first = await read({ actor: manager.email, action: 'execution.cancel', limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await read({
      actor: manager.email,
      action: 'execution.cancel',
      limit: 2,
      cursor: first.nextCursor!,
    });
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(mine.items.map((e) => e.id));

    await manager.agent.get('/api/audit-events').query({ action: 'nonsense' }).expect(400);
    await creator.agent.get('/api/audit-events').expect(403);
    await request(t.app.callback()).get('/api/audit-events').expect(401);
  });
});

describe('POST /api/executions/cancel (bulk)', () => {
  const bulkCancel = (body: object) =>
    manager.agent.post('/api/executions/cancel').set(CSRF).send(body);

  it('stops the queued and running runs of a selection, each with its own audit entry', async () => {
    const creator = await registerAndSignIn(t.app);
    const [a, b] = [await queuedRun(creator), await queuedRun(creator)];
    const [done] = await t.database
      .db('executions')
      .insert({
        snap_id: snapId,
        user_id: creator.user.id,
        input_file_key: input,
        status: 'succeeded',
      })
      .returning('id');
    const { body } = await bulkCancel({ ids: [a, b, done.id], reason: 'Provider outage' }).expect(
      202,
    );
    expect(body).toEqual({ count: 2 });
    const statuses = await t.database
      .db('executions')
      .whereIn('id', [a, b, done.id])
      .select('id', 'status');
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
      [a!]: 'cancelled',
      [b!]: 'cancelled',
      [done.id]: 'succeeded',
    });
    for (const id of [a!, b!]) {
      expect(await auditOf(id)).toEqual([
        expect.objectContaining({ action: 'execution.cancel', reason: 'Provider outage' }),
      ]);
    }
    expect(await auditOf(done.id)).toEqual([]);
  });

  it('takes every run matching a filter', async () => {
    const creator = await registerAndSignIn(t.app);
    await queuedRun(creator);
    await queuedRun(creator);
    const { body } = await bulkCancel({
      filter: { userId: creator.user.id, status: ['queued'] },
      reason: 'Duplicate uploads',
    }).expect(202);
    expect(body).toEqual({ count: 2 });
    expect(
      await t.database.db('executions').where({ user_id: creator.user.id, status: 'cancelled' }),
    ).toHaveLength(2);
  });

  it('refuses more than 10,000 runs with the count, a missing reason or selection, and creators', async () => {
    const creator = await registerAndSignIn(t.app);
    await t.database.db.raw(
      `insert into executions (snap_id, user_id, input_file_key, status)
       select ?, ?, ?, 'queued' from generate_series(1, 10001)`,
      [snapId, creator.user.id, input],
    );
    const { body } = await bulkCancel({
      filter: { userId: creator.user.id },
      reason: 'Too many',
    }).expect(422);
    expect(body).toEqual({
      error: 'bulk_too_large',
      message: 'That is 10,001 runs; a bulk action takes at most 10,000. Narrow the filter.',
      count: 10_001,
    });
    expect(
      await t.database
        .db('executions')
        .where({ user_id: creator.user.id, status: 'queued' })
        .count(),
    ).toEqual([{ count: '10001' }]);

    await bulkCancel({ filter: { userId: creator.user.id } }).expect(400);
    const neither = await bulkCancel({ reason: 'Nothing chosen' }).expect(400);
    expect(neither.body.message).toBe('ids: Give either ids or a filter.');
    await creator.agent
      .post('/api/executions/cancel')
      .set(CSRF)
      .send({ filter: {}, reason: 'Not mine to stop' })
      .expect(403);
  });
});

describe('workflow changes in the log', () => {
  const read = async (query: Record<string, string>) =>
    auditEventListSchema.parse(
      (await manager.agent.get('/api/audit-events').query(query).expect(200)).body,
    ).items;

  it('keeps each publish, restore, import and delete, naming the workflow', async () => {
    const name = `Audited ${Date.now()}`;
    const { body: created } = await manager.agent
      .post('/api/workflows')
      .set(CSRF)
      .send({ name, from: { kind: 'built-in', name: 'White Packshot' } })
      .expect(201);
    const id = created.id as string;
    await manager.agent
      .post(`/api/workflows/${id}/publish`)
      .set(CSRF)
      .send({ note: 'First cut' })
      .expect(201);
    // Without a note, the entry says what happened.
    await manager.agent.post(`/api/workflows/${id}/publish`).set(CSRF).send({}).expect(201);
    await manager.agent
      .post(`/api/workflows/${id}/draft/restore`)
      .set(CSRF)
      .send({ version: 1 })
      .expect(200);

    const entries = await read({ target: id });
    expect(entries.map((e) => [e.action, e.reason, e.target])).toEqual([
      ['workflow.restore', 'Restored version 1 into the draft', { type: 'workflow', id, name }],
      ['workflow.publish', 'Published version 2', { type: 'workflow', id, name }],
      ['workflow.publish', 'First cut', { type: 'workflow', id, name }],
    ]);
    expect(entries[2]!.actor.email).toBe(manager.email);
    expect(entries[2]!.details).toEqual({ version: 1 });

    const file = (await manager.agent.get(`/api/workflows/${id}/export`).expect(200)).body;
    const { body: imported } = await manager.agent
      .post('/api/workflows/import')
      .set(CSRF)
      .send(file)
      .expect(201);
    await manager.agent.delete(`/api/workflows/${imported.id}`).set(CSRF).expect(204);
    const copy = await read({ target: imported.id });
    // Once deleted, the entry keeps the name the workflow had; the target has none now.
    expect(copy.map((e) => [e.action, e.target.name, e.details])).toEqual([
      ['workflow.delete', null, { name: `${name} (imported)` }],
      ['workflow.import', null, { name }],
    ]);
  });

  it('names a user by their email', async () => {
    const creator = await registerAndSignIn(t.app);
    await manager.agent
      .post(`/api/manager/users/${creator.user.id}/credits`)
      .set(CSRF)
      .send({ amount: 2, reason: 'Named' })
      .expect(201);
    const [entry] = await read({ target: creator.user.id });
    expect(entry!.target).toEqual({ type: 'user', id: creator.user.id, name: creator.email });
  });
});
