import { BUILT_IN_WORKFLOWS } from '@studio/workflows/graph/built-in-workflows';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import {
  CSRF,
  registerAndSignIn,
  registerManager,
  type SignedIn,
} from '@studio/infra/testing/test-users';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await registerManager(t.app, t.database.db);
});
afterAll(() => t.close());

const white = BUILT_IN_WORKFLOWS.find((w) => w.name === 'White Packshot')!;
const importFile = (file: unknown) =>
  manager.agent
    .post('/api/workflows/import')
    .set(CSRF)
    .send(file as object);

async function exportedWhitePackshot() {
  const { workflows } = (await manager.agent.get('/api/workflows').expect(200)).body;
  const { id } = workflows.find((w: { name: string }) => w.name === 'White Packshot');
  return manager.agent.get(`/api/workflows/${id}/export`).expect(200);
}

describe('export and import', () => {
  it('exports the draft as a named JSON file with its schema version', async () => {
    const response = await exportedWhitePackshot();
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="white-packshot.workflow.json"',
    );
    expect(response.body).toEqual({
      schemaVersion: 1,
      name: 'White Packshot',
      description: white.description,
      graph: white.graph,
    });
  });

  it('imports a file as a new workflow, never over another: a name in use gets "(imported)"', async () => {
    const file = (await exportedWhitePackshot()).body;
    const first = (await importFile(file).expect(201)).body;
    const second = (await importFile(file).expect(201)).body;
    expect([first.name, second.name]).toEqual([
      'White Packshot (imported)',
      'White Packshot (imported 2)',
    ]);
    expect(first).toMatchObject({ latestVersion: null, draftChanged: true });
    const draft = await t.database.db('workflows').where({ id: second.id }).first();
    expect(draft.draft_graph).toEqual(white.graph);
    const original = await t.database.db('workflows').where({ name: 'White Packshot' }).first();
    expect(original.draft_graph).toEqual(white.graph);
  });

  it('refuses a file of another schema version, a malformed one, and unknown node types, with every problem', async () => {
    const file = (await exportedWhitePackshot()).body;
    const before = await t.database.db('workflows').count<{ n: string }[]>('* as n');

    const future = await importFile({ ...file, schemaVersion: 2 }).expect(400);
    expect(future.body).toMatchObject({
      error: 'invalid_workflow_file',
      problems: [
        {
          code: 'invalid_workflow_file',
          message: '“schemaVersion”: this file is not a workflow export of schema version 1.',
        },
      ],
    });
    const malformed = await importFile({ schemaVersion: 1, graph: { nodes: 'x' } }).expect(400);
    expect(malformed.body.problems.map((p: { message: string }) => p.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^“name”: /),
        expect.stringMatching(/^“graph\.nodes”: /),
      ]),
    );
    // A step's problem names the step, in words, and points at it.
    const misplaced = structuredClone(file);
    (misplaced.graph.nodes[1] as { position: unknown }).position = { x: 'left', y: 0 };
    const { body: placed } = await importFile(misplaced).expect(400);
    expect(placed.problems).toEqual([
      {
        code: 'invalid_workflow_file',
        nodeId: misplaced.graph.nodes[1].id,
        message: `Step “${misplaced.graph.nodes[1].id}”, “position.x”: invalid input: expected number, received string.`,
      },
    ]);
    const alien = structuredClone(file);
    alien.graph.nodes[1].type = 'image.teleport';
    const unknown = await importFile(alien).expect(400);
    expect(unknown.body.problems).toEqual([
      expect.objectContaining({ code: 'unknown_node_type', nodeId: alien.graph.nodes[1].id }),
    ]);
    expect(await t.database.db('workflows').count<{ n: string }[]>('* as n')).toEqual(before);
  });

  it('is for managers only', async () => {
    const creator = await registerAndSignIn(t.app);
    await creator.agent.post('/api/workflows/import').set(CSRF).send({}).expect(403);
    const { workflows } = (await manager.agent.get('/api/workflows').expect(200)).body;
    await creator.agent.get(`/api/workflows/${workflows[0].id}/export`).expect(403);
  });
});
