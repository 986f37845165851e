import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { seedContent, solidPng } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  uniqueEmail,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { managedContentDetailSchema, managedContentPageSchema } from '../contract/manager-content';
import { saveImage } from '../domain/storage/stored-files';

let t: TestApp;
let manager: SignedIn;
let white: { snapId: string; versionId: string; version: number };
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
  white = await t.database
    .db('snaps as s')
    .join('workflow_versions as v', 'v.id', 's.workflow_version_id')
    .where('s.name', 'White Packshot')
    .first('s.id as snapId', 'v.id as versionId', 'v.version');
});
afterAll(() => t.close());

const signedOut = () => request(t.app.callback());

/** A finished White Packshot run of `creator`'s, without running it. */
async function whitePackshotRun(creator: SignedIn): Promise<string> {
  const db = t.database.db;
  const input = await db.transaction(async (trx) =>
    saveImage(trx, t.deps.store, {
      bytes: await solidPng('#336699'),
      extension: 'png',
      width: 48,
      height: 48,
    }),
  );
  const [run] = await db('executions')
    .insert({
      snap_id: white.snapId,
      workflow_version_id: white.versionId,
      user_id: creator.user.id,
      input_file_key: input,
      cost: 2,
      status: 'succeeded',
    })
    .returning('id');
  return run.id;
}

const list = async (query: Record<string, string | number | boolean>) =>
  managedContentPageSchema.parse(
    (await manager.agent.get('/api/manager/content').query(query).expect(200)).body,
  );

const remove = (agent: SignedIn['agent'], id: string, body: object) =>
  agent.delete(`/api/manager/content/${id}`).set(CSRF).send(body);

const rate = (creator: SignedIn, contentId: string, rating: 'Good' | 'Bad', comment?: string) =>
  creator.agent
    .post('/api/feedback-tracking/submit-feedback')
    .set(CSRF)
    .send({ contentId, rating, comment })
    .expect(201);

describe('manager-only', () => {
  it.each([
    ['get', '/api/manager/content'],
    ['get', '/api/manager/content/:id'],
    ['delete', '/api/manager/content/:id'],
  ] as const)('%s %s: 401 signed out, 403 for a creator', async (method, route) => {
    const creator = await registerAndSignIn(t.app);
    const [id] = await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 1 });
    const path = route.replace(':id', id!);
    await signedOut()[method](path).set(CSRF).send({ reason: 'Not mine' }).expect(401);
    const { body } = await creator.agent[method](path)
      .set(CSRF)
      .send({ reason: 'Not mine' })
      .expect(403);
    expect(body.error).toBe('forbidden');
    await creator.agent.get(`/api/content/${id}`).expect(200);
  });
});

describe('GET /api/manager/content', () => {
  it('lists every creator’s content newest first, filtered by creator, type, snap, dates and a Bad rating', async () => {
    const tag = uniqueEmail('gallery').split('@')[0]!;
    const ann = await registerAndSignIn(t.app, {
      email: `${tag}-ann@example.com`,
      firstName: 'Ann',
      lastName: 'Archer',
    });
    const bob = await registerAndSignIn(t.app, { email: `${tag}-bob@example.com` });
    const run = await whitePackshotRun(ann);
    const [packshot] = await seedContent(t.database.db, t.deps.store, ann.user.id, {
      count: 1,
      name: 'Packshot',
      executionId: run,
    });
    const [story] = await seedContent(t.database.db, t.deps.store, bob.user.id, {
      count: 1,
      name: 'Story',
      type: 'story',
    });
    await rate(ann, packshot!, 'Bad', 'The shadow is wrong');

    const byTag = await list({ creator: tag.toUpperCase() });
    expect(byTag).toMatchObject({ total: 2, page: 1, limit: 24 });
    expect(byTag.items.map((item) => item.id)).toEqual([story, packshot]);
    expect(byTag.items[1]).toEqual({
      id: packshot,
      name: 'Packshot 1',
      type: 'static_image',
      thumbnailUrl: expect.stringMatching(/^\/files\/[0-9a-f]{64}\.png$/),
      imageCount: 1,
      creator: { id: ann.user.id, email: ann.email, name: 'Ann Archer' },
      snap: { id: white.snapId, name: 'White Packshot' },
      executionId: run,
      rating: 'Bad',
      createdAt: expect.any(String),
      removal: null,
    });

    expect((await list({ creator: ann.user.id })).items.map((item) => item.id)).toEqual([packshot]);
    expect((await list({ creator: tag, type: 'story' })).items.map((item) => item.id)).toEqual([
      story,
    ]);
    expect(
      (await list({ creator: tag, snapId: white.snapId })).items.map((item) => item.id),
    ).toEqual([packshot]);
    expect((await list({ creator: tag, ratedBad: true })).items.map((item) => item.id)).toEqual([
      packshot,
    ]);
    expect((await list({ creator: tag, ratedBad: false })).items.map((item) => item.id)).toEqual([
      story,
    ]);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await list({ creator: tag, from: future })).total).toBe(0);
    expect((await list({ creator: tag, to: future })).total).toBe(2);
    expect((await list({ creator: '%' })).total).toBe(0);

    const paged = await list({ creator: tag, limit: 1, page: 2 });
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.items.map((item) => item.id)).toEqual([packshot]);
  });

  it('refuses a type or state that does not exist', async () => {
    const { body } = await manager.agent.get('/api/manager/content?type=gif').expect(400);
    expect(body.error).toBe('validation_error');
    await manager.agent.get('/api/manager/content?state=hidden').expect(400);
  });
});

describe('GET /api/manager/content/:id', () => {
  it('opens an item with every image, its creator, snap, run and the feedback on it', async () => {
    const creator = await registerAndSignIn(t.app, { firstName: 'Cleo', lastName: 'Hale' });
    const run = await whitePackshotRun(creator);
    const [id] = await seedContent(t.database.db, t.deps.store, creator.user.id, {
      count: 1,
      name: 'Mug',
      executionId: run,
    });
    await rate(creator, id!, 'Bad', 'Too dark');

    const detail = managedContentDetailSchema.parse(
      (await manager.agent.get(`/api/manager/content/${id}`).expect(200)).body,
    );
    expect(detail).toMatchObject({
      id,
      name: 'Mug 1',
      creator: { id: creator.user.id, email: creator.email, name: 'Cleo Hale' },
      snap: { id: white.snapId, name: 'White Packshot' },
      run: { id: run, status: 'succeeded', version: white.version },
      caption: null,
      productName: null,
      rating: 'Bad',
      feedback: [{ rating: 'Bad', comment: 'Too dark', ratedAt: expect.any(String) }],
      removal: null,
    });
    expect(detail.contentUrls).toEqual([detail.thumbnailUrl]);
    // A manager may read any stored file.
    await manager.agent.get(detail.contentUrls[0]!).expect(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const missing = await manager.agent.get(`/api/manager/content/${randomUUID()}`).expect(404);
    expect(missing.body.error).toBe('content_not_found');
    await manager.agent.get('/api/manager/content/not-a-uuid').expect(404);
  });
});

describe('DELETE /api/manager/content/:id', () => {
  it('takes the item out of its creator’s library everywhere, keeps who and why, and audits it', async () => {
    const creator = await registerAndSignIn(t.app);
    const [kept, removed] = await seedContent(t.database.db, t.deps.store, creator.user.id, {
      count: 2,
    });
    await rate(creator, removed!, 'Bad', 'Not my product');
    const before = (await creator.agent.get(`/api/content/${removed}`).expect(200)).body;
    const file = before.contentUrls[0] as string;
    const usage = (await creator.agent.get('/api/user/usage').expect(200)).body;
    expect(usage.contentCount).toBe(2);

    const { body } = await remove(manager.agent, removed!, {
      reason: 'Shows a trademark',
    }).expect(200);
    expect(body).toMatchObject({
      id: removed,
      removal: { at: expect.any(String), by: manager.email, reason: 'Shows a trademark' },
    });

    // Gone for the creator: the list, the item, the counts, its file, every change to it.
    const library = (await creator.agent.get('/api/content').expect(200)).body;
    expect(library.content.map((item: { id: string }) => item.id)).toEqual([kept]);
    const detail = await creator.agent.get(`/api/content/${removed}`).expect(404);
    expect(detail.body.error).toBe('content_not_found');
    expect((await creator.agent.get('/api/user/usage').expect(200)).body.contentCount).toBe(1);
    await creator.agent.get(file).expect(404);
    await creator.agent
      .patch(`/api/content/${removed}`)
      .set(CSRF)
      .send({ productId: null })
      .expect(404);
    await creator.agent.delete(`/api/content/${removed}`).set(CSRF).expect(404);
    await creator.agent
      .post('/api/feedback-tracking/submit-feedback')
      .set(CSRF)
      .send({ contentId: removed, rating: 'Good' })
      .expect(404);
    // Nor can its image become a product's.
    const product = await creator.agent
      .post('/api/products/create-from-content-image')
      .set(CSRF)
      .send({ name: 'From a removed item', imageUrl: file })
      .expect(404);
    expect(product.body.error).toBe('file_not_found');
    const users = (
      await manager.agent.get('/api/manager/users').query({ q: creator.email }).expect(200)
    ).body;
    expect(users.users[0].contentCount).toBe(1);

    // The manager still finds it, among the removed, with its feedback intact.
    expect((await list({ creator: creator.user.id })).items.map((item) => item.id)).toEqual([kept]);
    const removedOnes = await list({ creator: creator.user.id, state: 'removed' });
    expect(removedOnes.items.map((item) => item.id)).toEqual([removed]);
    expect((await list({ creator: creator.user.id, state: 'all' })).total).toBe(2);
    const opened = (await manager.agent.get(`/api/manager/content/${removed}`).expect(200)).body;
    expect(opened.feedback).toEqual([
      { rating: 'Bad', comment: 'Not my product', ratedAt: expect.any(String) },
    ]);
    await manager.agent.get(file).expect(200);

    const audit = await t.database
      .db('audit_events')
      .where({ target_type: 'content', target_id: removed });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'content.remove',
        actor_id: manager.user.id,
        actor_email: manager.email,
        reason: 'Shows a trademark',
        details: { name: 'Content 2', creatorId: creator.user.id, creatorEmail: creator.email },
      }),
    ]);
    // And the audit log's own call lists it.
    const log = (
      await manager.agent.get('/api/audit-events').query({ target: removed }).expect(200)
    ).body;
    expect(log.items[0]).toMatchObject({ action: 'content.remove', reason: 'Shows a trademark' });

    // Removed once: a second removal is refused and records nothing.
    const again = await remove(manager.agent, removed!, { reason: 'Twice' }).expect(409);
    expect(again.body.error).toBe('content_already_removed');
    expect(
      await t.database.db('audit_events').where({ target_id: removed }).count('* as n').first(),
    ).toEqual({ n: '1' });
  });

  it('needs a reason, and answers 404 for content that does not exist', async () => {
    const creator = await registerAndSignIn(t.app);
    const [id] = await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 1 });
    const noReason = await remove(manager.agent, id!, { reason: ' ' }).expect(400);
    expect(noReason.body).toEqual({
      error: 'validation_error',
      message: 'reason: Give a reason of at least 3 characters',
    });
    await remove(manager.agent, id!, {}).expect(400);
    await creator.agent.get(`/api/content/${id}`).expect(200);
    const missing = await remove(manager.agent, randomUUID(), { reason: 'Spam' }).expect(404);
    expect(missing.body.error).toBe('content_not_found');
  });

  it('records one removal when two managers remove the same item at once', async () => {
    const other = await registerManager(t.app, t.database.db);
    const creator = await registerAndSignIn(t.app);
    const [id] = await seedContent(t.database.db, t.deps.store, creator.user.id, { count: 1 });
    const answers = await Promise.all([
      remove(manager.agent, id!, { reason: 'Spam' }),
      remove(other.agent, id!, { reason: 'Spam too' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      await t.database.db('audit_events').where({ target_id: id }).count('* as n').first(),
    ).toEqual({ n: '1' });
  });
});
