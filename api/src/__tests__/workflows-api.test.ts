import request from 'supertest';
import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import { solidPng } from '@studio/infra/testing/content-fixtures';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { workflowDetailSchema, workflowSummarySchema } from '../contract/workflows';
import { saveImage } from '../domain/storage/stored-files';
import { blankGraph } from '../domain/workflows/new-workflow';

let t: TestApp;
let manager: SignedIn;
let creator: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
  creator = await registerAndSignIn(t.app);
});
afterAll(() => t.close());

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const list = async () => {
  const { body } = await manager.agent.get('/api/workflows').expect(200);
  return (body as { workflows: unknown[] }).workflows.map((w) => workflowSummarySchema.parse(w));
};
const create = (body: object) => manager.agent.post('/api/workflows').set(CSRF).send(body);
const draftOf = async (id: string) =>
  (await t.database.db('workflows').where({ id }).first()).draft_graph as unknown;

describe('who may', () => {
  it.each([
    ['get', '/api/workflows'],
    ['post', '/api/workflows'],
    ['get', `/api/workflows/${NO_SUCH_ID}`],
    ['put', `/api/workflows/${NO_SUCH_ID}/draft`],
  ] as const)('%s %s: 401 signed out, 403 for a creator', async (method, path) => {
    await request(t.app.callback())[method](path).set(CSRF).send({ name: 'x' }).expect(401);
    const refused = await creator.agent[method](path).set(CSRF).send({ name: 'x' }).expect(403);
    expect(refused.body.error).toBe('forbidden');
  });
});

describe('GET /api/workflows', () => {
  it('lists the built-ins with their version, pinned snaps and an unchanged draft', async () => {
    const workflows = await list();
    expect(workflows.map((w) => w.name).sort()).toEqual(
      BUILT_IN_WORKFLOWS.map((w) => w.name).sort(),
    );
    const white = workflows.find((w) => w.name === 'White Packshot')!;
    expect(white).toMatchObject({
      latestVersion: { version: 1, publishedAt: expect.any(String) },
      draftChanged: false,
      snaps: [{ id: expect.any(String), name: 'White Packshot', version: 1 }],
      runsLast7Days: 0,
      failureRateLast7Days: 0,
    });
  });

  it('counts last week’s runs of every version and the share that failed', async () => {
    const db = t.database.db;
    const white = (await list()).find((w) => w.name === 'White Packshot')!;
    const snap = white.snaps[0]!;
    const version = await db('workflow_versions')
      .join('workflows', 'workflows.id', 'workflow_versions.workflow_id')
      .where('workflows.name', 'White Packshot')
      .first('workflow_versions.id');
    const input = await db.transaction((trx) =>
      solidPng('#aa3322').then((bytes) =>
        saveImage(trx, t.deps.store, { bytes, extension: 'png', width: 48, height: 48 }),
      ),
    );
    const run = (status: string, daysAgo: number) => ({
      snap_id: snap.id,
      user_id: creator.user.id,
      status,
      input_file_key: input,
      cost: 2,
      workflow_version_id: version.id,
      created_at: db.raw(`now() - make_interval(days => ?)`, [daysAgo]),
    });
    await db('executions').insert([
      run('succeeded', 1),
      run('failed', 2),
      run('succeeded', 3),
      run('failed', 10), // older than a week: not counted
    ]);
    const counted = (await list()).find((w) => w.name === 'White Packshot')!;
    expect(counted.runsLast7Days).toBe(3);
    expect(counted.failureRateLast7Days).toBeCloseTo(1 / 3);
  });
});

describe('POST /api/workflows', () => {
  it('makes a blank workflow: an image input wired to an output, not yet published', async () => {
    const { body } = await create({ name: 'Spring sale', description: 'Pastel scenes' }).expect(
      201,
    );
    expect(workflowSummarySchema.parse(body)).toMatchObject({
      name: 'Spring sale',
      description: 'Pastel scenes',
      latestVersion: null,
      draftChanged: true,
      snaps: [],
      runsLast7Days: 0,
    });
    expect(await draftOf(body.id)).toEqual(blankGraph());
    expect((await list()).map((w) => w.name)).toContain('Spring sale');
  });

  it('copies a built-in, or another workflow’s current draft', async () => {
    const fromBuiltIn = (
      await create({ name: 'My black', from: { kind: 'built-in', name: 'Black Packshot' } }).expect(
        201,
      )
    ).body;
    const black = BUILT_IN_WORKFLOWS.find((w) => w.name === 'Black Packshot')!;
    expect(await draftOf(fromBuiltIn.id)).toEqual(black.graph);

    const copy = (
      await create({
        name: 'My black 2',
        from: { kind: 'workflow', workflowId: fromBuiltIn.id },
      }).expect(201)
    ).body;
    expect(await draftOf(copy.id)).toEqual(black.graph);
  });

  it('refuses a name in use with 409 workflow_name_taken, and writes nothing', async () => {
    await create({ name: 'Twice' }).expect(201);
    const before = (await list()).length;
    const { body } = await create({ name: 'Twice' }).expect(409);
    expect(body).toEqual({
      error: 'workflow_name_taken',
      message: 'A workflow with this name already exists.',
    });
    expect((await list()).length).toBe(before);
  });

  it('answers 404 for a source that does not exist, and 400 without a name', async () => {
    const missing = await create({
      name: 'Orphan',
      from: { kind: 'workflow', workflowId: '00000000-0000-4000-8000-000000000000' },
    }).expect(404);
    expect(missing.body.error).toBe('workflow_not_found');
    await create({ name: 'Ghost', from: { kind: 'built-in', name: 'Nope' } }).expect(404);
    const unnamed = await create({ name: '   ' }).expect(400);
    expect(unnamed.body).toEqual({
      error: 'validation_error',
      message: expect.stringContaining('Give the workflow a name.'),
    });
  });
});

describe('GET /api/workflows/:id', () => {
  it('opens a built-in: its draft with revision, no problems and its cost, and its version', async () => {
    const white = (await list()).find((w) => w.name === 'White Packshot')!;
    const { body } = await manager.agent.get(`/api/workflows/${white.id}`).expect(200);
    const detail = workflowDetailSchema.parse(body);
    const builtIn = BUILT_IN_WORKFLOWS.find((w) => w.name === 'White Packshot')!;
    expect(detail.draft).toMatchObject({
      graph: builtIn.graph,
      revision: 1,
      updatedBy: null,
      problems: [],
      cost: 2,
    });
    expect(detail.versions).toEqual([
      { version: 1, note: '', publishedAt: expect.any(String), publishedBy: null, cost: 2 },
    ]);
  });

  it('answers 404 for an id that names no workflow, well-formed or not', async () => {
    for (const id of [NO_SUCH_ID, 'not-a-uuid']) {
      const { body } = await manager.agent.get(`/api/workflows/${id}`).expect(404);
      expect(body.error).toBe('workflow_not_found');
    }
  });
});

describe('PUT /api/workflows/:id/draft', () => {
  const save = (id: string, body: object) =>
    manager.agent.put(`/api/workflows/${id}/draft`).set(CSRF).send(body);

  it('saves a draft, problems and all, and raises its revision; the editor reopens it', async () => {
    const { id } = (await create({ name: 'Autosaved' }).expect(201)).body;
    const graph = blankGraph();
    graph.edges = []; // the output loses its input: a problem, which a draft may have
    graph.nodes[1]!.position = { x: 500, y: 40 };
    expect((await save(id, { graph, revision: 1 }).expect(200)).body).toEqual({ revision: 2 });

    const detail = workflowDetailSchema.parse(
      (await manager.agent.get(`/api/workflows/${id}`).expect(200)).body,
    );
    expect(detail.draft.graph).toEqual(graph);
    expect(detail.draft.revision).toBe(2);
    expect(detail.draft.updatedBy).toEqual({ id: manager.user.id, name: 'Mona Manager' });
    expect(detail.draft.problems).toContainEqual(
      expect.objectContaining({ code: 'missing_input', nodeId: 'out' }),
    );
  });

  it('refuses a save made from an older revision with 409, who saved and the current revision', async () => {
    const { id } = (await create({ name: 'Contested' }).expect(201)).body;
    const mine = blankGraph();
    mine.nodes[0]!.position = { x: 10, y: 10 };
    await save(id, { graph: mine, revision: 1 }).expect(200);

    const theirs = blankGraph();
    theirs.nodes[0]!.position = { x: 99, y: 99 };
    const { body } = await save(id, { graph: theirs, revision: 1 }).expect(409);
    expect(body).toEqual({
      error: 'draft_conflict',
      message: 'Someone else saved this workflow since you opened it.',
      revision: 2,
      updatedBy: { id: manager.user.id, name: 'Mona Manager' },
    });
    expect(await draftOf(id)).toEqual(mine);
    // Overwriting is a save from the current revision.
    await save(id, { graph: theirs, revision: 2 }).expect(200);
    expect(await draftOf(id)).toEqual(theirs);
  });

  it('refuses what is not a graph, or past the limits, with 400, and a missing workflow with 404', async () => {
    const { id } = (await create({ name: 'Guarded' }).expect(201)).body;
    await save(id, { graph: { nodes: 'many' }, revision: 1 }).expect(400);
    const node = blankGraph().nodes[0]!;
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ ...node, id: `n${i}` }));
    const { body } = await save(id, { graph: { nodes: tooMany, edges: [] }, revision: 1 }).expect(
      400,
    );
    expect(body.message).toContain('A workflow has at most 500 nodes.');
    expect(await draftOf(id)).toEqual(blankGraph());
    await save(NO_SUCH_ID, { graph: blankGraph(), revision: 1 }).expect(404);
  });
});
