import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import { type ManagedSnap, type ManagerSnapList } from '../contract/manager-snaps';
import {
  createWorkflow,
  publishVersion,
  saveDraft,
} from '../domain/workflows/workflow-definitions';

let t: TestApp;
let manager: SignedIn;
let creator: SignedIn;
let categoryId: string;
let workflowId: string;
let v1: { id: string; version: number; cost: number };
let v2: { id: string; version: number; cost: number };
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
  creator = await registerAndSignIn(t.app);
  const { body } = await manager.agent
    .post('/api/manager/categories')
    .set(CSRF)
    .send({ name: 'Seasonal' })
    .expect(201);
  categoryId = body.id;
  // A workflow of this file's own: the White Packshot's graph, then the Black's as version 2.
  const [white, black] = BUILT_IN_WORKFLOWS;
  const workflow = await createWorkflow(t.database.db, { name: 'Snow scene', graph: white!.graph });
  workflowId = workflow.id;
  v1 = await publishVersion(t.database.db, workflow.id);
  await saveDraft(t.database.db, workflow.id, black!.graph);
  v2 = await publishVersion(t.database.db, workflow.id);
});
afterAll(() => t.close());

const signedOut = () => request(t.app.callback());
const list = async (): Promise<ManagerSnapList> =>
  (await manager.agent.get('/api/manager/snaps').expect(200)).body;
const create = (fields: object) =>
  manager.agent
    .post('/api/manager/snaps')
    .set(CSRF)
    .send({ categoryId, workflowVersionId: v1.id, ...fields });
const patch = (id: string, fields: object) =>
  manager.agent.patch(`/api/manager/snaps/${id}`).set(CSRF).send(fields);
const auditOf = (targetId: string) =>
  t.database.db('audit_events').where({ target_id: targetId }).orderBy('created_at');
const gallery = async () =>
  (await signedOut().get('/api/snaps').expect(200)).body as Array<{ id: string; name: string }>;

describe('manager-only', () => {
  it.each([
    ['get', '/api/manager/snaps'],
    ['post', '/api/manager/snaps'],
    ['get', '/api/manager/snaps/00000000-0000-4000-8000-000000000000'],
    ['patch', '/api/manager/snaps/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s: 401 signed out, 403 for a creator', async (method, path) => {
    await signedOut()[method](path).set(CSRF).send({ name: 'x' }).expect(401);
    const { body } = await creator.agent[method](path).set(CSRF).send({ name: 'x' }).expect(403);
    expect(body.error).toBe('forbidden');
  });
});

describe('GET /api/manager/snaps', () => {
  it('lists every snap with its category, pin and figures, and the versions to pin to', async () => {
    const { snaps, workflows } = await list();
    expect(snaps.map((s) => s.name)).toEqual([
      'White Packshot',
      'Black Packshot',
      'Flat Lay',
      'Natural Placement',
      'Water Splash',
      'Pastel Podium',
      'Marble Plinth',
      'Sunlit Shadow Play',
    ]);
    expect(snaps[0]).toMatchObject({
      category: { name: 'Packshots' },
      workflow: { name: 'White Packshot' },
      version: { version: 1, cost: 2, note: '' },
      latestVersion: 1,
      active: true,
      position: 1,
      coverUrl: null,
      stats: { runs: 0, successRate: null, ratings: 0, goodShare: null },
    });
    expect(workflows.find((w) => w.id === workflowId)).toEqual({
      id: workflowId,
      name: 'Snow scene',
      versions: [
        expect.objectContaining({ id: v2.id, version: 2, cost: v2.cost }),
        expect.objectContaining({ id: v1.id, version: 1, cost: v1.cost }),
      ],
    });
  });
});

describe('creating and changing a snap', () => {
  it('creates a snap with a cover, audited; creators see it in its category at once', async () => {
    const { body: snap } = await create({
      name: 'Snowy',
      description: 'Your product in the snow.',
      tags: ['Winter', 'winter', ' snow '],
      cover: toDataUrl(await productPhoto()),
    }).expect(201);
    expect(snap).toMatchObject({
      name: 'Snowy',
      tags: ['winter', 'snow'],
      category: { id: categoryId, name: 'Seasonal' },
      workflow: { id: workflowId, name: 'Snow scene' },
      version: { id: v1.id, version: 1 },
      latestVersion: 2,
      active: true,
      position: 1,
      coverUrl: expect.stringMatching(/^\/files\/[0-9a-f]{64}\.(png|jpg)$/),
    });
    expect((await list()).snaps.map((s: ManagedSnap) => s.id)).toContain(snap.id);
    expect(await auditOf(snap.id)).toEqual([
      expect.objectContaining({
        action: 'snap.create',
        actor_id: manager.user.id,
        details: {
          name: 'Snowy',
          category: 'Seasonal',
          workflowId,
          version: 1,
          cost: v1.cost,
          active: true,
          position: 1,
          cover: true,
        },
      }),
    ]);

    expect(await gallery()).toContainEqual(
      expect.objectContaining({
        id: snap.id,
        category: 'Seasonal',
        categoryId,
        cost: v1.cost,
        coverUrl: snap.coverUrl,
      }),
    );
    // Any signed-in creator may see the cover of an active snap.
    await creator.agent.get(snap.coverUrl).expect(200);
    const { body: categories } = await creator.agent.get('/api/categories').expect(200);
    expect(categories).toContainEqual({ id: categoryId, name: 'Seasonal' });
  });

  it('refuses a name in use, an unknown category or version, and bad fields', async () => {
    const taken = await create({ name: 'White Packshot' }).expect(409);
    expect(taken.body.error).toBe('snap_name_taken');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await create({ name: 'A', categoryId: unknown }).expect(404)).body.error).toBe(
      'category_not_found',
    );
    expect((await create({ name: 'B', workflowVersionId: unknown }).expect(404)).body.error).toBe(
      'workflow_version_not_found',
    );
    const blank = await create({ name: ' ' }).expect(400);
    expect(blank.body).toMatchObject({
      error: 'validation_error',
      message: 'name: Give the snap a name.',
    });
    const notImage = await create({ name: 'C', cover: 'data:image/png;base64,AAAA' }).expect(400);
    expect(notImage.body.error).toBe('invalid_image');
    expect((await list()).snaps.map((s) => s.name)).not.toEqual(
      expect.arrayContaining(['A', 'B', 'C']),
    );
  });

  it('moves a snap to a newer version, audited with both versions; nothing changed, nothing audited', async () => {
    const { body: snap } = await create({ name: 'Versioned' }).expect(201);
    const { body: moved } = await patch(snap.id, { workflowVersionId: v2.id }).expect(200);
    expect(moved).toMatchObject({ version: { id: v2.id, version: 2 }, latestVersion: 2 });
    const [, entry] = await auditOf(snap.id);
    expect(entry).toMatchObject({
      action: 'snap.update',
      details: {
        name: 'Versioned',
        changes: {
          version: {
            from: { workflowId, version: 1, cost: v1.cost },
            to: { workflowId, version: 2, cost: v2.cost },
          },
        },
      },
    });
    expect((await gallery()).find((s) => s.id === snap.id)).toMatchObject({ cost: v2.cost });

    await patch(snap.id, { workflowVersionId: v2.id, name: 'Versioned' }).expect(200);
    expect(await auditOf(snap.id)).toHaveLength(2);
    expect((await manager.agent.get(`/api/manager/snaps/${snap.id}`).expect(200)).body).toEqual(
      moved,
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await patch(id, { name: 'x' }).expect(404)).body.error).toBe('snap_not_found');
      await manager.agent.get(`/api/manager/snaps/${id}`).expect(404);
    }
  });

  it('renames, retags, moves and deactivates a snap: the gallery loses it at once', async () => {
    const { body: snap } = await create({
      name: 'Short-lived',
      cover: toDataUrl(await productPhoto()),
    }).expect(201);
    const { body: packshots } = await creator.agent.get('/api/categories').expect(200);
    const other = packshots.find((c: { name: string }) => c.name === 'Packshots');
    const { body: changed } = await patch(snap.id, {
      name: 'Short-lived 2',
      tags: ['gone'],
      categoryId: other.id,
      position: 7,
      cover: null,
      active: false,
    }).expect(200);
    expect(changed).toMatchObject({
      name: 'Short-lived 2',
      tags: ['gone'],
      category: { id: other.id, name: 'Packshots' },
      position: 7,
      coverUrl: null,
      active: false,
    });
    const [, entry] = await auditOf(snap.id);
    expect(entry.details).toEqual({
      name: 'Short-lived 2',
      changes: {
        name: { from: 'Short-lived', to: 'Short-lived 2' },
        tags: { from: [], to: ['gone'] },
        active: { from: true, to: false },
        position: { from: 3, to: 7 },
        cover: { from: true, to: false },
        category: { from: 'Seasonal', to: 'Packshots' },
      },
    });
    expect((await gallery()).map((s) => s.id)).not.toContain(snap.id);
    // Still listed for managers, and still runs' snap: a snap is never deleted.
    expect((await list()).snaps.find((s) => s.id === snap.id)).toMatchObject({ active: false });
    await manager.agent.delete(`/api/manager/snaps/${snap.id}`).set(CSRF).expect(405);
  });
});

describe('the last 30 days', () => {
  it('counts runs, the success rate and the share of Good ratings of their content', async () => {
    const { body: snap } = await create({ name: 'Counted' }).expect(201);
    const db = t.database.db;
    await db('files')
      .insert({ key: 'stats-input.png', content_type: 'image/png', byte_size: 1 })
      .onConflict('key')
      .ignore();
    const run = async (status: string, daysAgo = 1) => {
      const [row] = await db('executions')
        .insert({
          snap_id: snap.id,
          user_id: creator.user.id,
          status,
          input_file_key: 'stats-input.png',
          workflow_version_id: v1.id,
          created_at: db.raw(`now() - make_interval(days => ?)`, [daysAgo]),
        })
        .returning('id');
      return row.id as string;
    };
    const rate = async (executionId: string, rating: 'Good' | 'Bad') => {
      const [content] = await db('content')
        .insert({ execution_id: executionId, name: 'x', user_id: creator.user.id })
        .returning('id');
      await db('feedback').insert({ user_id: creator.user.id, content_id: content.id, rating });
    };
    const [a, b, c] = [await run('succeeded'), await run('succeeded'), await run('succeeded')];
    await run('failed');
    await run('cancelled');
    await run('running');
    await rate(a, 'Good');
    await rate(b, 'Good');
    await rate(c, 'Bad');
    // Older than 30 days: not counted.
    await rate(await run('failed', 31), 'Bad');

    const counted = (await list()).snaps.find((s) => s.id === snap.id)!;
    expect(counted.stats).toEqual({ runs: 6, successRate: 0.75, ratings: 3, goodShare: 2 / 3 });
  });
});
