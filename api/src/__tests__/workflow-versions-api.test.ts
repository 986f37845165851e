import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';
import { workflowDetailSchema, workflowSummarySchema } from '../contract/workflows';

let t: TestApp;
let manager: SignedIn;
let creator: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
  creator = await registerAndSignIn(t.app);
});
afterAll(() => t.close());

const api = {
  create: (name: string, from?: object) =>
    manager.agent.post('/api/workflows').set(CSRF).send({ name, from }).expect(201),
  detail: async (id: string) =>
    workflowDetailSchema.parse((await manager.agent.get(`/api/workflows/${id}`).expect(200)).body),
  save: (id: string, graph: WorkflowGraph, revision: number) =>
    manager.agent.put(`/api/workflows/${id}/draft`).set(CSRF).send({ graph, revision }).expect(200),
  publish: (id: string, note?: string) =>
    manager.agent.post(`/api/workflows/${id}/publish`).set(CSRF).send({ note }),
};

const whitePackshot = BUILT_IN_WORKFLOWS.find((w) => w.name === 'White Packshot')!.graph;
/** White Packshot's graph with the packshot on black. */
function onBlack(): WorkflowGraph {
  const graph = structuredClone(whitePackshot);
  graph.nodes.find((n) => n.id === 'packshot')!.params = { background: 'black' };
  return graph;
}

async function publishedCopy(name: string) {
  const { id } = (await api.create(name, { kind: 'built-in', name: 'White Packshot' })).body;
  await api.publish(id, 'First cut').expect(201);
  return id as string;
}

describe('POST /api/workflows/:id/publish', () => {
  it('publishes the draft as the next version with its note, author and cost', async () => {
    const id = (await api.create('Fresh', { kind: 'built-in', name: 'White Packshot' })).body.id;
    const { body } = await api.publish(id, '  First cut  ').expect(201);
    expect(body).toEqual({
      version: {
        version: 1,
        note: 'First cut',
        publishedAt: expect.any(String),
        publishedBy: { id: manager.user.id, name: 'Mona Manager' },
        cost: 2,
      },
      snapsOnOlderVersions: [],
    });
    const summary = workflowSummarySchema.parse(
      (await manager.agent.get('/api/workflows').expect(200)).body.workflows.find(
        (w: { id: string }) => w.id === id,
      ),
    );
    expect(summary).toMatchObject({ latestVersion: { version: 1 }, draftChanged: false });
  });

  it('says which snaps stay pinned to older versions', async () => {
    const white = (await manager.agent.get('/api/workflows').expect(200)).body.workflows.find(
      (w: { name: string }) => w.name === 'White Packshot',
    );
    await api.save(white.id, onBlack(), (await api.detail(white.id)).draft.revision);
    const { body } = await api.publish(white.id, 'On black').expect(201);
    expect(body.version.version).toBe(2);
    expect(body.snapsOnOlderVersions).toEqual([
      { id: expect.any(String), name: 'White Packshot', version: 1 },
    ]);
  });

  it('refuses a draft with problems with 422 and every problem, and writes no version', async () => {
    const id = (await api.create('Broken')).body.id;
    const graph = (await api.detail(id)).draft.graph;
    graph.edges = [];
    await api.save(id, graph, 1);
    const { body } = await api.publish(id).expect(422);
    expect(body.error).toBe('invalid_graph');
    expect(body.problems).toContainEqual(
      expect.objectContaining({ code: 'missing_input', nodeId: 'out' }),
    );
    expect((await api.detail(id)).versions).toEqual([]);
  });
});

describe('versions, compare and restore', () => {
  it('opens a version read-only with its graph; 404 for one that does not exist', async () => {
    const id = await publishedCopy('Readable');
    const { body } = await manager.agent.get(`/api/workflows/${id}/versions/1`).expect(200);
    expect(body).toMatchObject({ version: 1, note: 'First cut', graph: whitePackshot });
    for (const missing of ['2', 'abc']) {
      const refused = await manager.agent.get(`/api/workflows/${id}/versions/${missing}`);
      expect([refused.status, refused.body.error]).toEqual([404, 'workflow_version_not_found']);
    }
  });

  it('compares a version with the draft, either way round, and refuses a side that is neither', async () => {
    const id = await publishedCopy('Compared');
    await api.save(id, onBlack(), (await api.detail(id)).draft.revision);
    const forward = (
      await manager.agent.get(`/api/workflows/${id}/diff?from=1&to=draft`).expect(200)
    ).body;
    expect(forward.changedParams).toEqual([
      { nodeId: 'packshot', param: 'background', from: 'white', to: 'black' },
    ]);
    expect(forward.addedNodes).toEqual([]);
    const back = (await manager.agent.get(`/api/workflows/${id}/diff?from=draft&to=1`).expect(200))
      .body;
    expect(back.changedParams[0]).toMatchObject({ from: 'black', to: 'white' });
    await manager.agent.get(`/api/workflows/${id}/diff?from=0&to=draft`).expect(400);
    await manager.agent.get(`/api/workflows/${id}/diff?from=1&to=9`).expect(404);
  });

  it('restores a version into the draft as a new revision', async () => {
    const id = await publishedCopy('Restored');
    const saved = await api.save(id, onBlack(), (await api.detail(id)).draft.revision);
    const { body } = await manager.agent
      .post(`/api/workflows/${id}/draft/restore`)
      .set(CSRF)
      .send({ version: 1 })
      .expect(200);
    expect(body).toEqual({ revision: saved.body.revision + 1 });
    expect((await api.detail(id)).draft.graph).toEqual(whitePackshot);
  });
});

describe('PATCH and DELETE /api/workflows/:id', () => {
  it('renames, refusing a name in use with 409 and an empty one with 400', async () => {
    const id = (await api.create('Old name')).body.id;
    const { body } = await manager.agent
      .patch(`/api/workflows/${id}`)
      .set(CSRF)
      .send({ name: 'New name', description: 'Better' })
      .expect(200);
    expect(body).toMatchObject({ name: 'New name', description: 'Better' });
    const taken = await manager.agent
      .patch(`/api/workflows/${id}`)
      .set(CSRF)
      .send({ name: 'White Packshot' })
      .expect(409);
    expect(taken.body.error).toBe('workflow_name_taken');
    await manager.agent.patch(`/api/workflows/${id}`).set(CSRF).send({ name: ' ' }).expect(400);
  });

  it('deletes a workflow nothing uses, and refuses one a snap runs with 409 workflow_in_use', async () => {
    const id = (await api.create('Scratch')).body.id;
    await api.publish(id).expect(201);
    await manager.agent.delete(`/api/workflows/${id}`).set(CSRF).expect(204);
    await manager.agent.get(`/api/workflows/${id}`).expect(404);

    const black = (await manager.agent.get('/api/workflows').expect(200)).body.workflows.find(
      (w: { name: string }) => w.name === 'Black Packshot',
    );
    const { body } = await manager.agent.delete(`/api/workflows/${black.id}`).set(CSRF).expect(409);
    expect(body).toMatchObject({ error: 'workflow_in_use', snaps: 1, executions: 0 });
    await api.detail(black.id);
  });

  it('is for managers only', async () => {
    const id = (await api.create('Guarded too')).body.id;
    for (const call of [
      creator.agent.patch(`/api/workflows/${id}`).set(CSRF).send({ name: 'x' }),
      creator.agent.delete(`/api/workflows/${id}`).set(CSRF),
      creator.agent.post(`/api/workflows/${id}/publish`).set(CSRF).send({}),
      creator.agent.get(`/api/workflows/${id}/versions/1`),
      creator.agent.get(`/api/workflows/${id}/diff?from=draft&to=draft`),
      creator.agent.post(`/api/workflows/${id}/draft/restore`).set(CSRF).send({ version: 1 }),
    ]) {
      expect((await call).status).toBe(403);
    }
  });
});
