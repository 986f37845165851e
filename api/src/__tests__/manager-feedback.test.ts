import request from 'supertest';
import { solidPng } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { feedbackStatsSchema, managerFeedbackListSchema } from '../contract/manager-feedback';
import { saveImage } from '../domain/storage/stored-files';

// User Feedback in the manager panel: ratings over content made by real snaps' runs (rows
// written straight into the tables; how runs are made is other tests' business), rated through
// the creators' own feedback call.

let t: TestApp;
let manager: SignedIn;
let ann: SignedIn;
let bob: SignedIn;
const snaps: Array<{ id: string; name: string; versionId: string }> = [];

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  manager = await registerManager(t.app, db);
  ann = await registerAndSignIn(t.app, { firstName: 'Ann', lastName: 'Lee' });
  bob = await registerAndSignIn(t.app);
  snaps.push(
    ...(await db('snaps')
      .whereNotNull('workflow_version_id')
      .orderBy('name')
      .limit(2)
      .select('id', 'name', 'workflow_version_id as versionId')),
  );
});
afterAll(() => t.close());

let colour = 0x102030;
/** A content item of the creator's, made by a run of `snap`, `daysAgo` days ago. */
async function contentFrom(creator: SignedIn, snap: (typeof snaps)[number], daysAgo = 0) {
  const db = t.database.db;
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  return db.transaction(async (trx) => {
    const key = await saveImage(trx, t.deps.store, {
      bytes: await solidPng(`#${(colour++).toString(16)}`),
      extension: 'png',
      width: 48,
      height: 48,
    });
    const [run] = await trx('executions')
      .insert({
        snap_id: snap.id,
        workflow_version_id: snap.versionId,
        user_id: creator.user.id,
        input_file_key: key,
        status: 'succeeded',
        created_at: at,
      })
      .returning('id');
    const [content] = await trx('content')
      .insert({ user_id: creator.user.id, execution_id: run.id, name: snap.name, created_at: at })
      .returning('id');
    await trx('content_images').insert({ content_id: content.id, position: 0, file_key: key });
    return content.id as string;
  });
}

async function rate(
  creator: SignedIn,
  contentId: string,
  rating: 'Good' | 'Bad',
  comment?: string,
) {
  await creator.agent
    .post('/api/feedback-tracking/submit-feedback')
    .set(CSRF)
    .send({ contentId, rating, comment })
    .expect(201);
}

const list = async (query: string) =>
  managerFeedbackListSchema.parse(
    (await manager.agent.get(`/api/manager/feedback?${query}`).expect(200)).body,
  );

describe('manager-only', () => {
  it.each(['/api/manager/feedback', '/api/manager/feedback/stats'])(
    'GET %s: 401 signed out, 403 for a creator',
    async (path) => {
      await request(t.app.callback()).get(path).expect(401);
      const { body } = await ann.agent.get(path).expect(403);
      expect(body.error).toBe('forbidden');
    },
  );
});

describe('GET /api/manager/feedback', () => {
  it('lists ratings newest first with the rated image, the creator and the snap, filtered', async () => {
    const [first, second] = snaps as [(typeof snaps)[number], (typeof snaps)[number]];
    const annBad = await contentFrom(ann, first);
    await rate(ann, annBad, 'Bad', 'The shadow is cut off');
    const bobGood = await contentFrom(bob, second);
    await rate(bob, bobGood, 'Good');
    const bobBad = await contentFrom(bob, second);
    await rate(bob, bobBad, 'Bad');

    const all = await list('limit=100');
    expect(all.items.map((item) => item.contentId).slice(0, 3)).toEqual([bobBad, bobGood, annBad]);

    const bad = await list('rating=Bad&limit=100');
    expect(bad.items.map((item) => item.contentId)).toEqual([bobBad, annBad]);
    expect(bad.total).toBe(2);
    expect(bad.items[1]).toMatchObject({
      rating: 'Bad',
      comment: 'The shadow is cut off',
      creator: { id: ann.user.id, email: ann.user.email, name: 'Ann Lee' },
      snap: { id: first.id, name: first.name },
    });
    // The image is the one the creator rated, as our own records have it.
    expect(bad.items[1]!.images).toHaveLength(1);
    expect(bad.items[1]!.images[0]).toMatch(/^\/files\//);

    expect((await list(`snapId=${second.id}&limit=100`)).items.map((i) => i.contentId)).toEqual([
      bobBad,
      bobGood,
    ]);
    expect((await list('withComment=true&limit=100')).items.map((i) => i.contentId)).toEqual([
      annBad,
    ]);
    expect((await list('withComment=false&limit=100')).total).toBe(2);
    expect((await list(`from=${new Date(Date.now() + 60_000).toISOString()}`)).total).toBe(0);

    const firstPage = await list('limit=2&page=1');
    const secondPage = await list('limit=2&page=2');
    expect(firstPage.total).toBe(3);
    expect(secondPage.items.map((item) => item.id)).not.toContain(firstPage.items[0]!.id);
  });

  it('refuses filters that do not parse, with the field and a clear message', async () => {
    const { body } = await manager.agent.get('/api/manager/feedback?rating=Meh').expect(400);
    expect(body.error).toBe('validation_error');
    expect(JSON.stringify(body)).toContain('Rating is Good or Bad');
    await manager.agent.get('/api/manager/feedback?snapId=nope').expect(400);
    await manager.agent.get('/api/manager/feedback?limit=1000').expect(400);
  });
});

describe('GET /api/manager/feedback/stats', () => {
  it('counts Good and Bad per snap and week, the most rated snap first', async () => {
    const stats = feedbackStatsSchema.parse(
      (await manager.agent.get('/api/manager/feedback/stats?weeks=4').expect(200)).body,
    );
    const [first, second] = snaps as [(typeof snaps)[number], (typeof snaps)[number]];
    expect(stats.weeks).toBe(4);
    expect(stats.snaps).toEqual([
      { id: second.id, name: second.name, good: 1, bad: 1 },
      { id: first.id, name: first.name, good: 0, bad: 1 },
    ]);
    const thisWeek = stats.points.filter((p) => p.snapId === second.id);
    expect(thisWeek).toHaveLength(1);
    expect(thisWeek[0]!.week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Weeks start on Monday (UTC).
    expect(new Date(`${thisWeek[0]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('leaves out ratings older than the window', async () => {
    const old = await contentFrom(ann, snaps[0]!, 60);
    await rate(ann, old, 'Good');
    await t.database
      .db('feedback')
      .where({ content_id: old })
      .update({ updated_at: new Date(Date.now() - 60 * 86_400_000) });
    const stats = feedbackStatsSchema.parse(
      (await manager.agent.get('/api/manager/feedback/stats?weeks=4').expect(200)).body,
    );
    expect(stats.snaps.find((snap) => snap.id === snaps[0]!.id)).toMatchObject({ good: 0 });
    await manager.agent.get('/api/manager/feedback/stats?weeks=0').expect(400);
  });
});
